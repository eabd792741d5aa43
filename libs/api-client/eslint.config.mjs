import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      // The collection of every endpoint would carry every schema into each page's bundle (the public site's
      // header included): call an area's endpoints (sessionEndpoints, discoveryEndpoints, ...) instead.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@matri/contracts',
              importNames: ['endpoints'],
              message:
                "Import the area's endpoints (e.g. sessionEndpoints): the whole collection bloats the front ends' bundles.",
            },
          ],
        },
      ],
    },
  },
];
