module.exports = {
  displayName: 'members',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/apps/members',
  // CI runs every project's tests at once on two cores: rendering the search form (a dozen selects) once took over
  // the default 5 s there while it takes about 1 s alone.
  testTimeout: 15000,
};
