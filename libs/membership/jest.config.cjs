module.exports = {
  displayName: 'membership',
  preset: '../../jest.preset.node.js',
  coverageDirectory: '../../coverage/libs/membership',
};
