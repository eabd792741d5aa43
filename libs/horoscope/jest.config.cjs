module.exports = {
  displayName: 'horoscope',
  preset: '../../jest.preset.js',
  coverageDirectory: '../../coverage/libs/horoscope',
};
