module.exports = {
  displayName: 'aadhaar',
  preset: '../../jest.preset.node.js',
  coverageDirectory: '../../coverage/libs/aadhaar',
};
