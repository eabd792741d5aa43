module.exports = {
  displayName: 'bench',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/*.test.ts'],
  coverageDirectory: '../../coverage/tools/bench',
};
