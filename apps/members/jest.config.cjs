module.exports = {
  displayName: 'members',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/apps/members',
};
