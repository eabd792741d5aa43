module.exports = {
  displayName: 'face-check',
  preset: '../../jest.preset.node.js',
  coverageDirectory: '../../coverage/libs/face-check',
};
