module.exports = {
  displayName: 'contracts',
  preset: '../../jest.preset.node.js',
  coverageDirectory: '../../coverage/libs/contracts',
};
