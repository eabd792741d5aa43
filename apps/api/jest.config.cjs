const path = require('node:path');

// Every API suite once, on a real PostgreSQL 18 server the run starts and stops itself: the migrations run once into
// a template database, and each test file works in a copy of its own (testing/postgres-database.ts).
module.exports = {
  displayName: 'api',
  preset: '../../tools/jest/node-preset.cjs',
  // jose, content-disposition (of @fastify/static) and light-my-request's cookie ship ESM that jest must transform.
  transformIgnorePatterns: ['node_modules/(?!(cookie|jose|content-disposition|light-my-request/node_modules/cookie)/)'],
  coverageDirectory: '../../coverage/apps/api',
  globalSetup: '<rootDir>/../../libs/server-kit/src/jest/postgres-global-setup.ts',
  globalTeardown: '<rootDir>/../../libs/server-kit/src/jest/postgres-global-teardown.ts',
  globals: { postgresMigrations: path.join(__dirname, 'drizzle') },
  // Two workers on two cores: much of a suite's time is PostgreSQL's (another process), and the long hostile-input
  // walk runs beside the other files instead of after them.
  maxWorkers: 2,
  // A bound that catches a hang, not a busy machine: with other work on the two cores, a test that starts processes or a
  // server of its own took over 60 s. Tests that are about time assert their own bounds.
  testTimeout: 120_000,
  // *.built.test.ts start the built API (dist/apps/api): test-postgres runs them after the build.
  // Each test stands on the code beside it, not on every route of the app it builds (jest-dependencies.cjs).
  dependencyExtractor: '<rootDir>/jest-dependencies.cjs',
  testPathIgnorePatterns: ['/node_modules/', '\\.built\\.test\\.ts$'],
};
