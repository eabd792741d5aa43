import type { Page } from '@playwright/test';
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

// Playwright's default, said here so that this spec keeps its worker if the other specs are ever run without theirs.
test.use({ serviceWorkers: 'allow' });

test("a returning member's dashboard opens offline with what they saw last, marked so; signing out deletes it", async ({
  page,
  context,
}) => {
  const member = await signUpThroughApi(page);
  const profile = page.getByText(`Profile ID ${member.profileId}`);
  await page.goto('/dashboard');
  await expect(profile).toBeVisible();
  // The worker registers once the first page is idle, then controls the pages; the next visit's answers pass it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
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
