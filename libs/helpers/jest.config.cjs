module.exports = {
  displayName: 'helpers',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/helpers',
};
