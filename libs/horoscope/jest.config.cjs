module.exports = {
  displayName: 'horoscope',
  preset: '../../tools/jest/node-preset.cjs',
  coverageDirectory: '../../coverage/libs/horoscope',
};
