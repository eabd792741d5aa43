import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Node's flags under which Vite loads a config natively (`--configLoader native`: Node's own import, where Vite's
 * default first bundles the config with Rolldown and warns of every import a native load would refuse): tsx's loader
 * for the TypeScript files, since Node 20 cannot strip types.
 */
export const NATIVE_CONFIG_NODE_FLAGS = ['--import', 'tsx'];

export function viteConfigFile(app: 'site' | 'members'): string {
  return path.join(root, 'apps', app, 'vite.config.mts');
}

/** Node's arguments to run Vite's command line on an app's config, loaded natively (from the workspace root). */
export function viteArgs(app: 'site' | 'members'): string[] {
  return [
    ...NATIVE_CONFIG_NODE_FLAGS,
    path.join(root, 'node_modules/vite/bin/vite.js'),
    '-c',
    viteConfigFile(app),
    '--configLoader',
    'native',
  ];
}
