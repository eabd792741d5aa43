module.exports = {
  displayName: 'api-client',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/api-client',
};
