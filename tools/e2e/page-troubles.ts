import type { BrowserContext } from '@playwright/test';

/** What the browsers of the test running now reported going wrong (a worker runs one test at a time). */
const troubles: string[] = [];

/**
 * Notes a context's page errors, lost requests and server errors, so that a test failing in CI says whether a page
 * crashed or a request never came (a trace is recorded only for a retry, and the failed try's is gone).
 */
export function watchForTroubles(context: BrowserContext): BrowserContext {
  context.on('weberror', (webError) => troubles.push(`page error: ${webError.error().stack ?? webError.error()}`));
  context.on('requestfailed', (request) =>
    troubles.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'no reason given'}`),
  );
  context.on('response', (response) => {
    if (response.status() >= 500)
      troubles.push(`${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
  return context;
}

/** The troubles noted since the last call, which forgets them. */
export function takeTroubles(): string[] {
  return troubles.splice(0);
}
