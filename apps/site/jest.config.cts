module.exports = {
  displayName: 'site',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/apps/site',
};
