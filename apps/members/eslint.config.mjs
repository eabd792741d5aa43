import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import baseConfig, { frontEndLayers, noLiteralUserText } from '../../eslint.config.mjs';

/**
 * Below the features: profiles (how a member is shown and acted on, shared by several pages), components, session
 * (the shared member context) and config.
 */
export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  frontEndLayers(fileURLToPath(new URL('./src', import.meta.url)), [
    'profiles',
    'components',
    'session',
    'config',
    'i18n',
  ]),
  noLiteralUserText,
];
