module.exports = {
  displayName: 'demo-data',
  preset: '../../jest.preset.node.js',
  coverageDirectory: '../../coverage/libs/demo-data',
};
