import baseConfig from '../eslint.config.mjs';

// tools/bench (the benchmarks) and tools/horoscope (the Guna Milan table's SQL, a project of its own so that the
// horoscope maths it runs does not reach the front ends' build tools) are linted with their own configuration.
export default [{ ignores: ['bench/**', 'horoscope/**'] }, ...baseConfig];
