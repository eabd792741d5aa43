import type { Page } from '@playwright/test';
import { expect, newVisitorContext, test } from '@matri/tools/e2e';
import { openAdminSession, signUpThroughApi } from './sign-up-through-api';

async function logIn(page: Page) {
  await signUpThroughApi(page);
}

test('the gate shows Checking login… and replaces the entry with /login?next=…', async ({ page }) => {
  await page.goto('/about');
  // The gate replaces the page at once, so only the start of this navigation is awaited.
  await page.goto('/matches?tab=new', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/login?next=%2Fmatches%3Ftab%3Dnew');
  await page.goBack();
  await expect(page).toHaveURL('/about');
});

test('a protected page says Checking login… while it leaves for the login page', async ({ page }) => {
  // The login page is held back, so the protected page stays on screen long enough to be read.
  const requested: string[] = [];
  await page.route(/\/login\?next=/, (route) => {
    requested.push(new URL(route.request().url()).pathname + new URL(route.request().url()).search);
    // 204 No Content: the browser stays on the current page.
    return route.fulfill({ status: 204 });
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Checking login…')).toBeVisible();
  // The gate leaves right after the words are painted; the request reaches the route handler a moment later.
  await expect.poll(() => requested).toEqual(['/login?next=%2Fdashboard']);
});

test('the side menu highlights the current route', async ({ page }) => {
  await logIn(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/matches');
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Profile',
    'Matches',
    'Search',
    'Setting',
    'Upgrade',
    'Request',
    'Messages',
  ]);
  await expect(menu.getByRole('link', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Search' }).click();
  await expect(menu.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
});

test('on a 375 px phone the menu is a drawer whose Back button goes back', async ({ page }) => {
  await logIn(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard');
  await page.goto('/request');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Matches' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('the colour mode persists across a reload', async ({ page }) => {
  await logIn(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
});

test('sign out from the avatar menu clears storage and goes to /login', async ({ page }) => {
  await logIn(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a session the API no longer accepts ends here too and leads to the login page', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('jwt', 'a-token-the-api-never-issued');
    localStorage.setItem('user', JSON.stringify({ id: 1, full_name: 'Kavya Nair' }));
  });
  await page.goto('/request');
  await expect(page).toHaveURL('/login?next=%2Frequest');
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('the bell counts an interest the moment it arrives, without a reload', async ({ page, browser }) => {
  const bride = await signUpThroughApi(page, {
    fullName: 'Ishita Bellwala',
    gender: 'female',
    profileFor: 'daughter',
    dateOfBirth: '1996-02-10',
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const groomPage = await (await newVisitorContext(browser)).newPage();
  const groom = await signUpThroughApi(groomPage);
  const sent = await groomPage.request.post('/api/interests', {
    headers: { authorization: `Bearer ${groom.jwt}` },
    data: { profileId: bride.profileId },
  });
  expect(sent.status()).toBe(201);
  // Well before the five-minute refetch: the stream told the page, whichever API process took the interest.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 10_000 });
});

test('the demo admin, who has no member profile, lands on the admin desk', async ({ page }) => {
  await openAdminSession(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin desk', level: 1 })).toBeVisible();
  await expect(page.getByText('Your profile could not be loaded')).toBeHidden();
  await page.getByRole('link', { name: 'Open Upload data' }).click();
  await expect(page).toHaveURL('/uploaddata');
});

test('when the first words do not load, the page says so and its button loads it again', async ({ page }) => {
  await logIn(page);
  // The catalogs' chunks (the first words and the whole one, en-<hash>.js) fail as on a network that dropped them.
  let isNetworkDown = true;
  await page.route(/\/assets\/en-[\w-]+\.js$/, (route) => (isNetworkDown ? route.abort() : route.continue()));
  await page.goto('/dashboard');
  await expect(page.getByRole('alert')).toHaveText(
    'The page could not load. Check your internet connection and try again.Try again',
  );
  isNetworkDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Edit basic details' })).toBeVisible();
});
