module.exports = {
  displayName: 'face-check',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  coverageDirectory: '../../coverage/libs/face-check',
};
