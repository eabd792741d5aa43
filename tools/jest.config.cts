module.exports = {
  displayName: 'tools',
  preset: '../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/**/*.test.ts'],
  // The demo loader test opens PGlite, which ships ESM that jest must transform (as in apps/api).
  transformIgnorePatterns: ['node_modules/(?!(@electric-sql/pglite)/)'],
  coverageDirectory: '../coverage/tools',
  testTimeout: 30000,
};
