module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  // PGlite, jose, content-disposition (of @fastify/static) and light-my-request's cookie ship ESM that jest must transform.
  transformIgnorePatterns: [
    'node_modules/(?!(@electric-sql/pglite|cookie|jose|content-disposition|light-my-request/node_modules/cookie)/)',
  ],
  coverageDirectory: '../../coverage/apps/api',
  testTimeout: 30000,
  // *.pg.test.ts need a PostgreSQL server: the PostgreSQL run (jest.postgres.config.cts) has one.
  testPathIgnorePatterns: ['/node_modules/', '\\.pg\\.test\\.ts$'],
};
