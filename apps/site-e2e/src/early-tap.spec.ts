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

test('ages chosen in the quick search before its code has loaded stay chosen and are checked once it has', async ({
  page,
}) => {
  // The quick search is an island the first focus asks for; its chunk is held until the ages are chosen.
  const held: Route[] = [];
  let requested: () => void = () => undefined;
  const chunkRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route('**/assets/quick-search-form-*.js', (route) => {
    held.push(route);
    requested();
  });
  await page.goto('/', { waitUntil: 'load' });
  const search = page.getByRole('form', { name: 'Quick search' });
  await search.getByLabel('Age from').focus();
  await chunkRequested;
  await search.getByLabel('Age from').selectOption('35');
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(page.locator('[data-island="quick-search-form"]')).toHaveAttribute('data-hydrated', '');
  await expect(search.getByLabel('Age from')).toHaveValue('35');
  await expect(search.getByRole('alert')).toHaveText('Age to must not be less than age from');
  await expect(search.getByRole('button', { name: 'Search profiles' })).toBeDisabled();
});
