import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import baseConfig from '../../eslint.config.mjs';

/**
 * The API's modules from the bottom up (drawn in ARCHITECTURE.md, "The API's modules"): a module imports only
 * modules before it in this list, so no import runs back up and no two modules import each other.
 */
export const apiModuleOrder = [
  'platform',
  'visibility',
  'photos',
  'account',
  'verification',
  'membership',
  'discovery',
  'conversations',
  'moderation',
  'imports',
];

/** What sits above every module: what answers HTTP and starts the program. Modules import none of it. */
const aboveModules = ['routes', 'http', 'plugins', 'server', 'cli', 'demo', 'app.ts', 'main.ts'];

/**
 * `import/no-restricted-paths` zones made from the folders of src/modules (as frontEndLayers does for the front
 * ends' features): a module reaches another only through its index.ts and only downwards, and never what is above
 * the modules. A module folder missing from the order (or the other way round) fails here, so a new module is placed.
 */
export function apiModuleWalls(src, order = apiModuleOrder) {
  const folders = readdirSync(`${src}/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const unplaced = [
    ...folders.filter((folder) => !order.includes(folder)),
    ...order.filter((module) => !folders.includes(module)),
  ];
  if (unplaced.length) {
    throw new Error(`Place each API module in apiModuleOrder (apps/api/eslint.config.mjs): ${unplaced.join(', ')}`);
  }
  const topLevel = readdirSync(src).filter((name) => name !== 'modules');
  const zones = order.flatMap((module, level) => [
    ...order.slice(level + 1).map((higher) => ({
      target: `${src}/modules/${module}`,
      from: `${src}/modules/${higher}`,
      message: `${module} sits below ${higher} (apiModuleOrder): move what both need down, or pass it in.`,
    })),
    {
      target: [
        ...topLevel.map((name) => `${src}/${name}`),
        ...order.filter((other) => other !== module).map((other) => `${src}/modules/${other}`),
      ],
      from: `${src}/modules/${module}`,
      except: ['./index.ts'],
      message: `Import the ${module} module through its entry, modules/${module}/index.ts (export it there if others need it).`,
    },
    {
      target: `${src}/modules/${module}`,
      from: `${src}/modules/${module}/index.ts`,
      message: 'Inside a module, import its files directly: its entry is for the others (and would make a cycle).',
    },
  ]);
  zones.push({
    target: `${src}/modules`,
    from: aboveModules.map((name) => `${src}/${name}`),
    message: 'Modules know no HTTP and no program start: raise a domain error (modules/platform) and let http/ answer.',
  });
  return {
    files: ['**/*.ts'],
    plugins: { import: importPlugin },
    // Resolves our relative imports with their TypeScript extensions, so the zones see every one of them.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  };
}

export default [
  ...baseConfig,
  apiModuleWalls(fileURLToPath(new URL('./src', import.meta.url))),
  // One import a module entry: several lines from '../account' hide how much one module leans on another.
  { files: ['**/*.ts'], plugins: { import: importPlugin }, rules: { 'import/no-duplicates': 'error' } },
];
