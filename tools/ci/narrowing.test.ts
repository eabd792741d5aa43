import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AREA_TAG, e2eTagOf, e2eTagsFor, owningProject, testsMayNarrow, type ProjectInfo } from './narrowing';

const projects: ProjectInfo[] = [
  { name: 'horoscope', root: 'libs/horoscope', tags: [AREA_TAG] },
  { name: 'membership', root: 'libs/membership', tags: [AREA_TAG] },
  { name: 'contracts', root: 'libs/contracts', tags: ['contracts:core'] },
  { name: 'api', root: 'apps/api', tags: [] },
  { name: 'api-e2e-fixtures', root: 'apps/api/fixtures', tags: [] },
];
const noBarrels = () => false;

it('finds the deepest project holding a file, and none for files at the top', () => {
  expect(owningProject('apps/api/fixtures/a.ts', projects)?.name).toBe('api-e2e-fixtures');
  expect(owningProject('apps/api/src/app.ts', projects)?.name).toBe('api');
  expect(owningProject('apps/apiary/x.ts', projects)).toBeUndefined();
  expect(owningProject('package-lock.json', projects)).toBeUndefined();
});

it('narrows jest for code, catalogs and styles of apps and libraries only', () => {
  expect(testsMayNarrow(['libs/horoscope/src/guna-milan.ts', 'apps/members/src/a.tsx'], noBarrels)).toBe(true);
  expect(testsMayNarrow(['apps/site/src/locales/entry/hi.po', 'apps/site/src/a.css'], noBarrels)).toBe(true);
  for (const whole of [
    'apps/api/drizzle/0042_verification.sql',
    'package-lock.json',
    'apps/api/jest.config.cjs',
    'apps/members/vite.config.ts',
    'apps/api/jest-dependencies.cjs',
    'tools/jest/setup-dom.ts',
    'libs/horoscope/project.json',
  ])
    expect([whole, testsMayNarrow(['libs/horoscope/src/guna-milan.ts', whole], noBarrels)]).toEqual([whole, false]);
});

it('runs jest whole when a barrel changed: the precise graph has no importers of it', () => {
  const isBarrel = (file: string) => file.endsWith('/index.ts');
  expect(testsMayNarrow(['libs/contracts/src/index.ts'], isBarrel)).toBe(false);
  expect(testsMayNarrow(['libs/contracts/src/brand/brands.ts'], isBarrel)).toBe(true);
});

it('runs the journeys tagged with the areas a change stays inside, and every journey otherwise', () => {
  expect(e2eTagsFor(['libs/horoscope/src/guna-milan.ts'], projects)).toEqual(['@horoscope']);
  expect(e2eTagsFor(['libs/membership/src/plans.ts', 'libs/horoscope/src/a.ts'], projects)).toEqual([
    '@horoscope',
    '@membership',
  ]);
  expect(e2eTagsFor(['libs/horoscope/src/a.ts', 'libs/contracts/src/b.ts'], projects)).toBeUndefined();
  expect(e2eTagsFor(['libs/horoscope/src/a.ts', 'README.md'], projects)).toBeUndefined();
  expect(e2eTagsFor([], projects)).toBeUndefined();
});

describe('the workspace', () => {
  const root = path.resolve(__dirname, '../..');
  const areaProjects = readdirSync(path.join(root, 'libs'))
    .map((lib) => JSON.parse(readFileSync(path.join(root, 'libs', lib, 'project.json'), 'utf8')))
    .filter((project) => project.tags?.includes(AREA_TAG))
    .map((project) => project.name as string);
  const specs = ['site-e2e', 'members-e2e'].flatMap((project) =>
    readdirSync(path.join(root, 'apps', project, 'src'))
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => readFileSync(path.join(root, 'apps', project, 'src', file), 'utf8')),
  );
  const usedTags = new Set(
    specs.flatMap((spec) => [...spec.matchAll(/tag: (?:\[)?'(@[\w-]+)'/g)].map(([, tag]) => tag)),
  );

  it('has area libraries', () => expect(areaProjects.length).toBeGreaterThan(0));

  it.each(areaProjects)('tags the journeys that show %s, so a change inside it still runs some', (project) => {
    expect(usedTags).toContain(e2eTagOf(project));
  });

  it('tags journeys only with area libraries', () => {
    expect([...usedTags].filter((tag) => !areaProjects.map(e2eTagOf).includes(tag))).toEqual([]);
  });
});
