import type { Locator, Page } from '@playwright/test';
import { adminMenu, paths, routeList, sideMenu } from '@matri/contracts';
import { expect, test } from '@matri/tools/e2e';
import { openAdminSession } from './sign-up-through-api';

const memberRoutes = routeList.filter((route) => route.app === 'members');
const menuLabels = new Map([...sideMenu, ...adminMenu].map((route) => [route.path, route.label]));

function computed(locator: Locator, properties: readonly string[]) {
  return locator.evaluate(
    (element, names) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    },
    [...properties],
  );
}

/** What a lazy page's styles used to undo: a header icon's border and a menu item's padding (Home is never current). */
function shellStyles(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  return Promise.all([
    computed(page.getByRole('button', { name: 'Switch to dark mode' }), ['border-top-width', 'border-top-style']),
    computed(menu.getByRole('link', { name: 'Home', exact: true }), ['padding-left', 'padding-top']),
  ]);
}

/** The current page's menu item: light text on the brand colour, not dark on dark. */
async function currentItemStyle(page: Page, label: string) {
  const item = page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: label, exact: true });
  await expect(item).toHaveAttribute('aria-current', 'page');
  return computed(item, ['background-color', 'color', 'padding-left']);
}

/** Moves within the app as a member does, through the side menu, or (for pages reached from a page) the history. */
async function goInApp(page: Page, path: string) {
  const label = menuLabels.get(path);
  if (label) {
    await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: label, exact: true }).click();
    // Off the item again, so its hover colour is not compared.
    await page.mouse.move(0, 0);
  } else {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first()).toBeVisible();
}

test('every member page keeps the buttons, menu and tabs styled after /messages has loaded, in one page session', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdminSession(page);
  await page.goto(paths.dashboard.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin desk' })).toBeVisible();
  // A full page load would forget this, and with it the stylesheets the session had loaded.
  await page.evaluate(() => Object.assign(window, { stylesE2e: 'one session' }));

  const shell = await shellStyles(page);
  expect(shell[0]).toEqual({ 'border-top-width': '1px', 'border-top-style': 'solid' });
  expect(shell[1]['padding-left']).not.toBe('0px');
  const current = await currentItemStyle(page, paths.dashboard.label);
  expect(current['background-color']).not.toBe('rgba(0, 0, 0, 0)');

  await goInApp(page, paths.matches.path);
  const tab = page.getByRole('tab').first();
  const tabStyle = await computed(tab, ['padding-left', 'border-bottom-width']);
  expect(tabStyle['padding-left']).not.toBe('0px');

  await goInApp(page, paths.upgrade.path);
  const choose = page.getByRole('button', { name: /^Choose / }).first();
  const buttonStyle = await computed(choose, ['background-color', 'padding-left', 'border-top-left-radius']);
  expect(buttonStyle['background-color']).not.toBe('rgba(0, 0, 0, 0)');

  const visited: string[] = [];
  for (const route of memberRoutes) {
    await goInApp(page, route.path);
    visited.push(route.path);
    expect({ path: route.path, shell: await shellStyles(page) }).toEqual({ path: route.path, shell });
    const label = menuLabels.get(route.path);
    if (label) {
      expect({ path: route.path, current: await currentItemStyle(page, label) }).toEqual({ path: route.path, current });
    }
  }
  expect(visited).toContain(paths.messages.path);

  await goInApp(page, paths.matches.path);
  expect(await computed(tab, ['padding-left', 'border-bottom-width'])).toEqual(tabStyle);
  await goInApp(page, paths.upgrade.path);
  expect(await computed(choose, ['background-color', 'padding-left', 'border-top-left-radius'])).toEqual(buttonStyle);
  expect(await page.evaluate(() => (window as { stylesE2e?: string }).stylesE2e)).toBe('one session');
});
