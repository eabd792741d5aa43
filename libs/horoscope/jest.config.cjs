module.exports = {
  displayName: 'horoscope',
  preset: '../../jest.preset.node.js',
  coverageDirectory: '../../coverage/libs/horoscope',
};
