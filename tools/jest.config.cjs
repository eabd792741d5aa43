module.exports = {
  displayName: 'tools',
  preset: './jest/node-preset.cjs',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/bench/', '<rootDir>/ci/', '<rootDir>/horoscope/'],
  coverageDirectory: '../coverage/tools',
  testTimeout: 30000,
};
