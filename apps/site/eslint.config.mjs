import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import baseConfig, { frontEndLayers, noLiteralUserText } from '../../eslint.config.mjs';

/** Below the features: data (the query provider the lazily loaded parts bring), components, lazy and config. */
export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  frontEndLayers(fileURLToPath(new URL('./src', import.meta.url)), ['data', 'components', 'lazy', 'config', 'i18n']),
  noLiteralUserText,
];
