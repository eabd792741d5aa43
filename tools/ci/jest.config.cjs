module.exports = {
  displayName: 'ci-runner',
  preset: '../../jest.preset.node.js',
  testMatch: ['<rootDir>/*.test.ts'],
  coverageDirectory: '../../coverage/tools/ci',
};
