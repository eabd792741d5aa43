module.exports = {
  displayName: 'aadhaar',
  preset: '../../tools/jest/node-preset.cjs',
  coverageDirectory: '../../coverage/libs/aadhaar',
};
