import baseConfig from '../eslint.config.mjs';

// tools/bench is a project of its own (the benchmarks), linted with its own configuration.
export default [{ ignores: ['bench/**'] }, ...baseConfig];
