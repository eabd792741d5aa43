module.exports = {
  displayName: 'helpers',
  preset: '../../tools/jest/node-preset.cjs',
  coverageDirectory: '../../coverage/libs/helpers',
};
