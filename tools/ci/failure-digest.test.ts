import { failureDigest } from './failure-digest';

const jestRun = [
  'PASS apps/api/src/routes/health.test.ts (4.1 s)',
  'FAIL apps/api/src/routes/search/search.test.ts (31.2 s)',
  '  ● search › finds members by city',
  '',
  '    expect(received).toBe(expected) // Object.is equality',
  '',
  '    Expected: 200',
  '    Received: 500',
  '',
  '      41 |     expect(response.statusCode).toBe(200);',
  '  ● Console',
  '',
  '    console.log',
  '      listening',
  'PASS apps/api/src/routes/photos.test.ts',
  'Summary of all failing tests',
  'FAIL apps/api/src/routes/search/search.test.ts (31.2 s)',
  '  ● search › finds members by city',
  '',
  '    expect(received).toBe(expected) // Object.is equality',
  'Tests:       1 failed, 581 passed, 582 total',
  '',
  ' NX   Running target test for project api failed',
  'Failed tasks:',
  '',
  '- api:test',
].join('\n');

describe('failureDigest', () => {
  it('keeps the failed file, the failed test with its message, and the failed task, each once', () => {
    expect(failureDigest(jestRun)).toEqual([
      'FAIL apps/api/src/routes/search/search.test.ts (31.2 s)',
      '  ● search › finds members by city',
      '    expect(received).toBe(expected) // Object.is equality',
      '    Expected: 200',
      '    Received: 500',
      '      41 |     expect(response.statusCode).toBe(200);',
      'Failed tasks:',
      '- api:test',
    ]);
  });

  it("keeps Playwright's failed test with its error, and its count of failures", () => {
    const output = [
      '  ✓  1 [site-e2e] › apps/site-e2e/src/pages.spec.ts:38:1 › an unknown path renders the 404 page (280ms)',
      '  1) [members-e2e] › apps/members-e2e/src/offline.spec.ts:9:1 › offline shows the last data ─────',
      '',
      '    \u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m',
      '',
      '  1 failed',
      '    [members-e2e] › apps/members-e2e/src/offline.spec.ts:9:1 › offline shows the last data',
      '  131 passed (4.7m)',
    ].join('\n');
    expect(failureDigest(output)).toEqual([
      '  1) [members-e2e] › apps/members-e2e/src/offline.spec.ts:9:1 › offline shows the last data ─────',
      '    Error: expect(locator).toBeVisible() failed',
      '  1 failed',
      '    [members-e2e] › apps/members-e2e/src/offline.spec.ts:9:1 › offline shows the last data',
      '  131 passed (4.7m)',
    ]);
  });

  it('falls back to the last lines when nothing names the failure, and keeps to the limit', () => {
    const output = Array.from({ length: 50 }, (_, line) => `line ${line}`).join('\n');
    expect(failureDigest(output)).toEqual(Array.from({ length: 30 }, (_, line) => `line ${line + 20}`));
    expect(failureDigest(jestRun, 3)).toHaveLength(3);
  });
});
