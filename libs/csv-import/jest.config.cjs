module.exports = {
  displayName: 'csv-import',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/csv-import',
};
