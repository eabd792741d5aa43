// The same API suite as jest.config.cts, on a real PostgreSQL cluster the run starts and stops itself.
const base = require('./jest.config.cts');

module.exports = {
  ...base,
  displayName: 'api (postgresql)',
  globalSetup: '<rootDir>/../../libs/server-kit/src/jest/postgres-global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/server-kit/src/jest/postgres-global-teardown.ts',
  testPathIgnorePatterns: ['/node_modules/'],
  // Only suites that touch the database (and those that need a server: *.pg.test.ts); the pure unit tests already ran.
  testMatch: [
    '<rootDir>/src/**/*.pg.test.ts',
    '<rootDir>/src/routes/**/*.test.ts',
    '<rootDir>/src/modules/account/*.test.ts',
    '<rootDir>/src/plugins/app/plain-text-input.test.ts',
    '<rootDir>/src/config/logger.test.ts',
  ],
};
