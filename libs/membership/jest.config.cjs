module.exports = {
  displayName: 'membership',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/membership',
};
