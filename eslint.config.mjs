import nx from '@nx/eslint-plugin';
import checkFile from 'eslint-plugin-check-file';

// Module boundaries are the architecture: these constraints are what keeps apps, libs and the API apart.
export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:site', onlyDependOnLibsWithTags: ['scope:site', 'scope:shared'] },
  { sourceTag: 'scope:members', onlyDependOnLibsWithTags: ['scope:members', 'scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
];

/** Build tooling and tool configs load lib sources by path: they run outside the bundler's alias resolution. */
export function toolingBoundaries(files, extraAllow = []) {
  return {
    files,
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^(\\.\\./)+tools/', '^(\\.\\./)+libs/[a-z-]+/src/', ...extraAllow],
          depConstraints,
        },
      ],
    },
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
          // Build and test configuration may use the workspace's tools folder, which is not a project.
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$', '^(\\.\\./)+tools/'],
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
  toolingBoundaries(['**/vite.config.mts', '**/playwright.config.ts']),
  {
    files: [
      '**/vite.config.*',
      '**/playwright.config.*',
      '**/eslint.config.*',
      '**/jest.config.*',
      '**/drizzle.config.*',
      '**/*-global-setup.ts',
      '**/*-global-teardown.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
];
