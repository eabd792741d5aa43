import { readFileSync } from 'node:fs';
import path from 'node:path';

const { extract } = require('../../jest-dependencies.cjs') as {
  extract: (code: string, file: string, defaultExtract: (code: string) => Set<string>) => Set<string>;
};

const source = path.resolve(__dirname, '..');
const everySpecifier = (code: string) =>
  new Set([...code.matchAll(/(?:from|import|require\()\s*\(?\s*['"]([^'"]+)['"]/g)].map(([, specifier]) => specifier));
/** The graph's edges out of a file of the API, as paths under src/ (or the specifier when it stays one). */
const edgesOf = (file: string) =>
  [...extract(readFileSync(path.join(source, file), 'utf8'), path.join(source, file), everySpecifier)].map(
    (dependency) => (path.isAbsolute(dependency) ? path.relative(source, dependency) : dependency),
  );

it('leaves the routes out of the app, so that building it does not tie a test to every route', () => {
  const edges = edgesOf('app.ts');
  expect(edges.filter((edge) => edge.startsWith('./routes/') || edge.startsWith('routes/'))).toEqual([]);
  expect(edges).toContain('./plugins/app/authentication');
});

it('ties a test to the code beside it, and not to the routes of other folders', () => {
  const edges = edgesOf('routes/profiles/horoscope.test.ts');
  expect(edges).toContain('routes/profiles/index.ts');
  expect(edges.some((edge) => edge.startsWith('routes/matches'))).toBe(false);
});

it('ties the walks at the top of routes/ to every route the app registers', () => {
  const routesOfApp = [...readFileSync(path.join(source, 'app.ts'), 'utf8').matchAll(/from '\.\/(routes\/[^']+)'/g)];
  expect(routesOfApp.length).toBeGreaterThan(20);
  const edges = edgesOf('routes/access-matrix.test.ts');
  for (const [, route] of routesOfApp) expect(edges).toContain(route);
});
