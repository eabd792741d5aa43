// The preset of the projects whose tests run in Node: jest.preset.js without jsdom and without its DOM set-up file.
// A project's own `setupFilesAfterEnv: []` cannot drop the preset's (jest adds a project's set-up files to its
// preset's), so Node projects loaded Testing Library, React and Lingui in every test file.
const domPreset = require('../../jest.preset.js');

module.exports = {
  ...Object.fromEntries(Object.entries(domPreset).filter(([option]) => option !== 'setupFilesAfterEnv')),
  testEnvironment: 'node',
};
