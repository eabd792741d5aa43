import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));
const features = readdirSync(`${src}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The member app's layers: app (the shell and its routes) above features (a page and its parts), above profiles (how
 * a member is shown and acted on, shared by several pages), components, session and config. A layer imports only the
 * layers below it, and a feature never reaches into another feature: what two features share moves down a layer.
 */
const layerZones = [
  ...features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to src/profiles or src/components.',
  })),
  ...['features', 'profiles', 'components', 'session', 'config'].map((layer) => ({
    target: `${src}/${layer}`,
    from: `${src}/app`,
    message: 'Only the app shell imports the app shell: pass what is needed down, or move it below (src/session).',
  })),
  ...['profiles', 'components', 'session', 'config'].map((layer) => ({
    target: `${src}/${layer}`,
    from: `${src}/features`,
    message: 'A shared layer imports no feature.',
  })),
];

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    // Resolves our relative imports with their TypeScript extensions, so the zones below see every one of them.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
];
