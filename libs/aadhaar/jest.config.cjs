module.exports = {
  displayName: 'aadhaar',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  coverageDirectory: '../../coverage/libs/aadhaar',
};
