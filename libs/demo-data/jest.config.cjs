module.exports = {
  displayName: 'demo-data',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  coverageDirectory: '../../coverage/libs/demo-data',
};
