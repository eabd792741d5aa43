module.exports = {
  displayName: 'ci-runner',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/*.test.ts'],
  coverageDirectory: '../../coverage/tools/ci',
};
