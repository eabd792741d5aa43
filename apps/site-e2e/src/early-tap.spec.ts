import type { Route } from '@playwright/test';
import { expect, test } from '@matri/tools/e2e';

test('a tap on My Account right after the page loads opens the menu, every time of 20', async ({ page }) => {
  // The header's controls are an island whose chunk the first tap asks for; holding that chunk back until the tap has
  // landed makes every tap an early one (on a slow phone it arrives whenever it arrives).
  const held: Route[] = [];
  let requested: () => void = () => undefined;
  await page.route('**/assets/header-actions-*.js', (route) => {
    held.push(route);
    requested();
  });
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const chunkRequested = new Promise<void>((resolve) => {
      requested = resolve;
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'My Account' }).click();
    await chunkRequested;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await expect(page.getByRole('menuitem', { name: 'Log In' }), `attempt ${attempt}`).toBeVisible();
  }
});
