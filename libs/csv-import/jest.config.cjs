module.exports = {
  displayName: 'csv-import',
  preset: '../../tools/jest/node-preset.cjs',
  coverageDirectory: '../../coverage/libs/csv-import',
};
