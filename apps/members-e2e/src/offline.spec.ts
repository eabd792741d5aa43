import type { BrowserContext, Page } from '@playwright/test';
import { MEMBER_DATA_CACHE } from '@matri/contracts';
import { expect, test } from '@matri/tools/e2e';
import { signUpThroughApi } from './sign-up-through-api';

/** The addresses whose answers the service worker keeps for offline pages (none once the cache is gone). */
function keptMemberData(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    // caches.open would make the cache it looks for.
    if (!(await caches.has(name))) return [];
    const kept = await (await caches.open(name)).keys();
    return kept.map((request) => new URL(request.url).pathname);
  }, MEMBER_DATA_CACHE);
}

/**
 * Holds the network's answers to the member's profile (the worker's own request, past the page) until the test lets
 * them go, then gives `answer` instead when there is one, so the page shows which answer it has.
 */
async function holdProfileAnswers(context: BrowserContext, answer?: unknown) {
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  await context.route('**/api/users/me/profile', async (route) => {
    await held;
    return answer ? route.fulfill({ json: answer }) : route.continue();
  });
  return letGo;
}

/** The worker's answer to the page's ask for its kept copy of the member's profile (200: a copy; 204: none). */
function keptProfileAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/users/me/profile' &&
      response.request().headers()['x-kept-copy'] !== undefined,
  );
}

/** A new member on their first dashboard, once the worker (registered when the page is idle) controls it. */
async function memberUnderWorker(page: Page) {
  const member = await signUpThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return member;
}

/** A member whose dashboard the worker controls and whose profile's answer it keeps. */
async function returningMember(page: Page) {
  const member = await memberUnderWorker(page);
  await page.reload();
  await expect.poll(() => keptMemberData(page)).toContain('/api/users/me/profile');
  return member;
}

// Playwright's default, said here so that this spec keeps its worker if the other specs are ever run without theirs.
test.use({ serviceWorkers: 'allow' });

test("a returning member's dashboard opens offline with what they saw last, marked so; signing out deletes it", async ({
  page,
  context,
}) => {
  const member = await memberUnderWorker(page);
  const profile = page.getByText(`Profile ID ${member.profileId}`);
  // The worker controls the page now: the next visit's answers pass it.
  await page.reload();
  await expect(profile).toBeVisible();
  await expect.poll(() => keptMemberData(page)).toContain('/api/users/me/profile');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  await expect(profile).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(
    /^You are offline — showing what you saw last at \d{1,2}:\d{2}\s?[ap]m$/i,
  );

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  // The worker deletes them too when told, after any answer still on its way at sign-out (the bell's) was kept.
  await expect.poll(() => keptMemberData(page)).toEqual([]);
});

test("a member's first page, whose answers came before the worker, opens offline from them on the next visit", async ({
  page,
  context,
}) => {
  const member = await memberUnderWorker(page);
  const profile = page.getByText(`Profile ID ${member.profileId}`);
  // No reload: the page hands the worker the answers it had before the worker controlled it.
  await expect
    .poll(() => keptMemberData(page))
    .toEqual(expect.arrayContaining(['/api/users/me', '/api/users/me/profile']));

  await context.setOffline(true);
  await page.reload();
  await expect(profile).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
});

test("a returning member's dashboard shows what they saw last at once, marked, until the fresh answer replaces it", async ({
  page,
  context,
}) => {
  const member = await returningMember(page);
  const own = await page.request.get('/api/users/me/profile', { headers: { authorization: `Bearer ${member.jwt}` } });
  const renamed = await own.json();
  const letGo = await holdProfileAnswers(context, {
    ...renamed,
    profile: { ...renamed.profile, fullName: 'Rohan Deshpande' },
  });
  const kept = keptProfileAnswer(page);
  await page.reload();
  expect((await kept).status()).toBe(200);
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Updating' });
  await expect(notice).toHaveText(/^Updating — showing what you saw last at \d{1,2}:\d{2}\s?[ap]m$/i);
  letGo();
  await expect(page.getByRole('heading', { name: 'Rohan Deshpande' })).toBeVisible();
  await expect(notice).toBeHidden();
});

test("another member's session in the same browser is never shown the first member's kept answers", async ({
  page,
  context,
}) => {
  const first = await returningMember(page);
  // The session changes under the page without the sign-out that deletes the copies (a deletion not finished yet).
  const other = await signUpThroughApi(page, { fullName: 'Kavya Joshi', profileFor: 'daughter', gender: 'female' });
  expect(await keptMemberData(page)).toContain('/api/users/me/profile');
  const letGo = await holdProfileAnswers(context);
  const kept = keptProfileAnswer(page);
  await page.goto('/dashboard');
  expect((await kept).status()).toBe(204);
  await expect(page.getByRole('status').filter({ hasText: 'Updating' })).toBeHidden();
  await expect(page.getByRole('heading', { name: first.fullName })).toBeHidden();
  letGo();
  await expect(page.getByRole('heading', { name: other.fullName })).toBeVisible();
});
