module.exports = {
  displayName: 'demo-data',
  preset: '../../tools/jest/node-preset.cjs',
  coverageDirectory: '../../coverage/libs/demo-data',
};
