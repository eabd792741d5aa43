import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '@matri/contracts';
import { pageCatalogs, pageFiles } from './page-files';

describe('the pages’ files the build preloads', () => {
  it('are the modules page-modules.ts imports, so a page opened first loads the code it renders', () => {
    const source = readFileSync(path.join(__dirname, 'page-modules.ts'), 'utf8');
    const imported = Object.fromEntries(
      [...source.matchAll(/(\w+): \(\) => import\('\.\.\/([^']+)'\)/g)].map((m) => [m[1], `src/${m[2]}.tsx`]),
    );
    expect(Object.keys(imported).sort()).toEqual(Object.keys(pageFiles).sort());
    for (const [page, [file]] of Object.entries(pageFiles)) expect(file).toBe(imported[page]);
  });
});

describe('the pages’ own catalogs the build preloads', () => {
  it('are a catalog per language, which the build finds', () => {
    const app = path.join(__dirname, '../..');
    for (const folder of Object.values(pageCatalogs)) {
      for (const { value } of languages) expect(existsSync(path.join(app, folder, `${value}.po`))).toBe(true);
    }
  });
});
