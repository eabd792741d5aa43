module.exports = {
  displayName: 'face-check',
  preset: '../../tools/jest/node-preset.cjs',
  coverageDirectory: '../../coverage/libs/face-check',
};
