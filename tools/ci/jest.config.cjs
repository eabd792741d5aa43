module.exports = {
  displayName: 'ci-runner',
  preset: '../../tools/jest/node-preset.cjs',
  testMatch: ['<rootDir>/*.test.ts'],
  coverageDirectory: '../../coverage/tools/ci',
};
