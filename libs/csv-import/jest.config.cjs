module.exports = {
  displayName: 'csv-import',
  preset: '../../jest.preset.node.js',
  coverageDirectory: '../../coverage/libs/csv-import',
};
