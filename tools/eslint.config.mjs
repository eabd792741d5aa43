import baseConfig from '../eslint.config.mjs';

// tools/bench (the benchmarks), tools/ci (the runner of npm test) and tools/horoscope (the Guna Milan table's SQL) are
// projects of their own, linted with their own configuration: a change to them does not reach the front ends, which
// depend on tools for their build plugins.
export default [{ ignores: ['bench/**', 'ci/**', 'horoscope/**'] }, ...baseConfig];
