module.exports = {
  displayName: 'server-kit',
  preset: '../../jest.preset.node.js',
  coverageDirectory: '../../coverage/libs/server-kit',
};
