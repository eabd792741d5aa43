// The suites that need the built API (dist/apps/api), on the same throwaway PostgreSQL as the rest (jest.config.cjs).
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'api (built)',
  testPathIgnorePatterns: ['/node_modules/'],
  testMatch: ['<rootDir>/src/**/*.built.test.ts'],
};
