module.exports = {
  displayName: 'helpers',
  preset: '../../jest.preset.node.js',
  coverageDirectory: '../../coverage/libs/helpers',
};
