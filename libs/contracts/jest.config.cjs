module.exports = {
  displayName: 'contracts',
  preset: '../../tools/jest/node-preset.cjs',
  coverageDirectory: '../../coverage/libs/contracts',
};
