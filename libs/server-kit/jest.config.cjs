module.exports = {
  displayName: 'server-kit',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  coverageDirectory: '../../coverage/libs/server-kit',
};
