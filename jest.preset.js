const nxPreset = require('@nx/jest/preset').default;
const path = require('node:path');

module.exports = {
  ...nxPreset,
  testEnvironment: 'jsdom',
  // A bound for a hang, not a pace to keep: on two busy cores (CI beside other work) a form test that takes 300 ms on
  // an idle machine took 16 s, past jest's default 5 s.
  testTimeout: 60_000,
  cacheDirectory: path.join(__dirname, 'node_modules/.cache/jest'),
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
          // Lingui's macros, as tools/vite/lingui-macro-plugin.ts turns them into calls for the build.
          experimental: { plugins: [['@lingui/swc-plugin', {}]] },
        },
        module: { type: 'commonjs', ignoreDynamic: false },
      },
    ],
    '^.+\\.po$': path.join(__dirname, 'tools/jest/po-transform.cjs'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json', 'po'],
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'tools/jest/style-mock.cjs'),
    '\\.(svg|png|jpg|jpeg|webp|avif|ico)$': path.join(__dirname, 'tools/jest/file-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup-dom.ts')],
  globals: { __API_BASE_URL__: '' },
  testMatch: ['<rootDir>/src/**/*.test.[jt]s?(x)'],
  // The libraries are in jest's graph (not its tests: testMatch), so that an affected run's --changedSince finds the
  // project's tests that reach a changed library file, through the precise graph of tools/jest.
  roots: ['<rootDir>', path.join(__dirname, 'libs')],
  dependencyExtractor: path.join(__dirname, 'tools/jest/precise-dependencies.cjs'),
};
