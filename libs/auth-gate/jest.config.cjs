module.exports = {
  displayName: 'auth-gate',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/auth-gate',
};
