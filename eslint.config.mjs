import { readdirSync } from 'node:fs';
import nx from '@nx/eslint-plugin';
import i18next from 'eslint-plugin-i18next';
import checkFile from 'eslint-plugin-check-file';

// No rule here reads type information or another project's code, so a project's lint result depends on its own files,
// these configs and its dependencies' project.json (their tags): nx.json's lint inputs say exactly that, and a change
// inside a library does not lint its dependents again. A typed rule would need `^default` back in those inputs.

// Module boundaries are the architecture: these constraints are what keeps apps, libs and the API apart.
export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:data-access',
      'type:ui',
      'type:util',
      'type:fixtures',
      'type:tooling',
    ],
  },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: [] },
  // Generated members (demo data, benchmark data): stored by the API, written to files by the benchmarks.
  { sourceTag: 'type:fixtures', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  // Build, test and development configuration the apps consume; it never reaches the API.
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  // Benchmarks: the API only from outside (HTTP, its command line), never imported.
  {
    sourceTag: 'type:script',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:fixtures', 'type:tooling'],
  },
  { sourceTag: 'scope:site', onlyDependOnLibsWithTags: ['scope:site', 'scope:shared'] },
  { sourceTag: 'scope:members', onlyDependOnLibsWithTags: ['scope:members', 'scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
  // The contracts' areas (horoscope, membership, CSV import) stand on the core, never the core on them nor one
  // area on another: so a change in an area reaches only what uses it (`nx affected` narrows).
  { sourceTag: 'contracts:core', notDependOnLibsWithTags: ['contracts:area'] },
  { sourceTag: 'contracts:area', notDependOnLibsWithTags: ['contracts:area'] },
];

/**
 * The one place a path crosses into another project: a Vite config. Vite loads the config natively (Node's import with
 * tsx's loader, tools/build/vite-args.ts), without the tsconfig paths, so it reaches the brand table, the
 * app's asset prefix, the colour mode key and the Vite plugins by path; these modules, and only these, are allowed.
 */
const viteConfigImports = [
  '^(\\.\\./)+tools/vite/[a-z-]+$',
  '^(\\.\\./)+libs/contracts/src/brand/brands$',
  '^(\\.\\./)+libs/contracts/src/i18n/languages$',
  '^(\\.\\./)+libs/contracts/src/routes/paths$',
  '^(\\.\\./)+libs/ui/src/theme/color-mode-key$',
  '^(\\.\\./)+libs/api-client/src/config/runtime-config$',
];

/**
 * A front end's layers: `app/` (the shell, routes, providers) above `features/<page>`, above the shared layers
 * named. A layer imports only the layers below it, and a feature never reaches into another feature: what two
 * features share moves down a layer. `src` is the app's source folder (absolute).
 */
/**
 * Words a member reads come from the message catalogs (Lingui's `t` and `<Trans>`): a literal text in JSX, or in an
 * attribute that is read or heard (label, title, aria-label …), fails the lint.
 */
export const noLiteralUserText = {
  files: ['**/*.tsx'],
  ignores: ['**/*.test.tsx', '**/testing/**'],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': {
          include: [
            'label',
            'title',
            'aria-label',
            'placeholder',
            'description',
            'alt',
            'intro',
            'heading',
            'fallback',
          ],
        },
        // One lower-case token ('email', 'checkbox', 'bottom-end') is a key or a value, never words to read.
        words: { exclude: ['[0-9!-/:-@[-`{-~·←→“”‘’–—…×]+', '[A-Z_-]+', '[a-z][a-zA-Z0-9-]*'] },
        message: 'Words members read come from the message catalogs: wrap them in <Trans> or t`…`.',
      },
    ],
  },
};

export function frontEndLayers(src, sharedLayers) {
  const features = readdirSync(`${src}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature imports no other feature: move what both need down a layer (${sharedLayers.join(', ')}).`,
    })),
    ...['features', ...sharedLayers].map((layer) => ({
      target: `${src}/${layer}`,
      from: `${src}/app`,
      message: 'Only the app shell imports the app shell: pass what is needed down, or move it below.',
    })),
    ...sharedLayers.map((layer) => ({
      target: `${src}/${layer}`,
      from: `${src}/features`,
      message: 'A shared layer imports no feature.',
    })),
  ];
  return {
    files: ['**/*.ts', '**/*.tsx'],
    // Resolves our relative imports with their TypeScript extensions, so the zones see every one of them.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/vite.config.*.timestamp*', '**/test-output', '**/playwright-report'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports only (CONVENTIONS rule 11).',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // One naming scheme: kebab-case files and folders (CONVENTIONS rule 11).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/vite.config.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: true, allow: viteConfigImports, depConstraints },
      ],
    },
  },
  {
    files: [
      '**/vite.config.*',
      '**/playwright.config.*',
      '**/eslint.config.*',
      '**/jest.config.*',
      '**/drizzle.config.*',
      '**/lingui.config.*',
      '**/*-global-setup.ts',
      '**/*-global-teardown.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
];
