import baseConfig, { toolingBoundaries } from '../eslint.config.mjs';

// The demo loader writes through the API's own schema, hashing and photo store, so demo data is stored exactly as
// the API stores members.
export default [...baseConfig, toolingBoundaries(['**/*.ts'], ['^(\\.\\./)+apps/api/src/'])];
