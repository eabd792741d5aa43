module.exports = {
  displayName: 'bench',
  preset: '../../tools/jest/node-preset.cjs',
  testMatch: ['<rootDir>/*.test.ts'],
  coverageDirectory: '../../coverage/tools/bench',
};
