module.exports = {
  displayName: 'server-kit',
  preset: '../../tools/jest/node-preset.cjs',
  coverageDirectory: '../../coverage/libs/server-kit',
};
