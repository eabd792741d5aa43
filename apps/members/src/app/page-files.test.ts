import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageFiles } from './page-files';

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
