module.exports = {
  displayName: 'bench',
  preset: '../../jest.preset.node.js',
  testMatch: ['<rootDir>/*.test.ts'],
  coverageDirectory: '../../coverage/tools/bench',
};
