import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const { preciseDependencies, isBarrel } = require('./precise-dependencies.cjs') as {
  preciseDependencies: (code: string, file: string, extract: (code: string) => Set<string>) => Set<string>;
  isBarrel: (file: string) => boolean;
};

/** What jest's own extractor finds: every specifier imported, re-exported or required. */
const everySpecifier = (code: string) =>
  new Set([...code.matchAll(/(?:from|import|require\()\s*\(?\s*['"]([^'"]+)['"]/g)].map(([, specifier]) => specifier));

let dir: string;
const file = (name: string, code: string) => {
  const full = path.join(dir, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, code);
  return full;
};
const dependenciesOf = (name: string, code: string) =>
  [...preciseDependencies(code, file(name, code), everySpecifier)]
    .map((dependency) => (path.isAbsolute(dependency) ? path.relative(dir, dependency) : dependency))
    .sort();

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precise-dependencies-'));
  for (const name of ['a', 'b', 'star', 'deep', 'types']) file(`lib/${name}.ts`, `export const ${name} = 1;\n`);
  file('lib/nested/index.ts', `export { deep } from '../deep';\n`);
  file(
    'lib/index.ts',
    [
      '/** The library entry. */',
      `export { a } from './a';`,
      `export { b as renamed } from './b';`,
      `export type { Shape } from './types';`,
      `export { deep } from './nested';`,
      `export * from './star';`,
    ].join('\n'),
  );
  file('mixed.ts', `export { a } from './lib/a';\nexport const local = 2;\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('counts a named import from a barrel as an import of the files defining those names, through nested barrels', () => {
  expect(dependenciesOf('use.ts', `import { a, renamed, deep } from './lib';`)).toEqual([
    'lib/a.ts',
    'lib/b.ts',
    'lib/deep.ts',
  ]);
});

it('finds a name the barrel does not list among its export * targets, and leaves types out', () => {
  expect(dependenciesOf('use.ts', `import { star, type Shape } from './lib';`)).toEqual(['lib/star.ts']);
  expect(dependenciesOf('use.ts', `import type { Shape } from './lib';`)).toEqual([]);
});

it('keeps the whole barrel for a namespace, default, side-effect or dynamic import', () => {
  expect(dependenciesOf('use.ts', `import * as lib from './lib';`)).toEqual(['./lib']);
  expect(dependenciesOf('use.ts', `import { a } from './lib';\nconst later = import('./lib');`)).toEqual(['./lib']);
});

it('leaves imports of other modules and of packages as they are', () => {
  expect(dependenciesOf('use.ts', `import { local } from './mixed';\nimport { z } from 'zod';`)).toEqual([
    './mixed',
    'zod',
  ]);
});

it('knows a barrel: only re-exports, comments allowed', () => {
  expect([isBarrel(path.join(dir, 'lib/index.ts')), isBarrel(path.join(dir, 'mixed.ts'))]).toEqual([true, false]);
});
