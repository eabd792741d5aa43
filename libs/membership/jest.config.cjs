module.exports = {
  displayName: 'membership',
  preset: '../../tools/jest/node-preset.cjs',
  coverageDirectory: '../../coverage/libs/membership',
};
