import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The library never logs: what it handles is a person's identity document (README, "What is never kept or logged").
    files: ['src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
];
