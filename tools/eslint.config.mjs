import baseConfig, { toolingBoundaries } from '../eslint.config.mjs';

export default [...baseConfig, toolingBoundaries(['**/*.ts'])];
