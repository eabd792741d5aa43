module.exports = {
  displayName: 'site',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/apps/site',
  moduleNameMapper: {
    ...require('../../jest.preset.js').moduleNameMapper,
    '/lazy/lazy-part$': '<rootDir>/src/testing/lazy-part.tsx',
  },
};
