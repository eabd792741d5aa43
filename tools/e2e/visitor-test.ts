import { test as base, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { takeTroubles, watchForTroubles } from './page-troubles';

let visitors = 0;

/**
 * Each test is a visitor of its own, from an address of its own, as members come from their own phones: the API's
 * per-address limits (sign-up, log in …) then count each test apart. The e2e server believes X-Forwarded-For from
 * loopback (TRUST_PROXY=loopback), as a deployment behind its proxy does.
 */
export function newVisitorHeaders(): Record<string, string> {
  visitors += 1;
  // Playwright numbers each worker of a run apart (a worker started again after a failure gets a new number), where two
  // workers' process ids could share their low byte; both e2e projects' workers of a run meet at one server.
  const worker = Number(process.env.TEST_WORKER_INDEX ?? process.pid) & 255;
  return { 'x-forwarded-for': `10.${worker}.${(visitors >> 8) & 255}.${visitors & 255}` };
}

/** A second browser of a test (another member, the admin): another visitor. */
export function newVisitorContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser
    .newContext({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, ...newVisitorHeaders() } })
    .then(watchForTroubles);
}

/** Playwright's test, each test's browser a visitor of its own; a failed test prints what its browsers reported. */
export const test = base.extend<{ troubleReport: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => use({ ...extraHTTPHeaders, ...newVisitorHeaders() }),
  context: async ({ context }, use) => use(watchForTroubles(context)),
  troubleReport: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      takeTroubles();
      await use();
      const seen = takeTroubles();
      if (testInfo.status !== testInfo.expectedStatus && seen.length > 0)
        console.error(`What the browsers reported in "${testInfo.title}":\n  ${seen.join('\n  ')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
