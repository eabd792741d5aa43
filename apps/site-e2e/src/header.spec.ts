import { expect, test } from '@matri/tools/e2e';
import { brands, defaultBrandId } from '@matri/contracts';

const brandName = brands[defaultBrandId].name;

test.describe('public header', () => {
  test('logged out: the dropdown reads My Account and offers Log In and Sign Up', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About Us', 'Membership', 'Contact']);
    await page.getByRole('button', { name: 'My Account', expanded: false }).click();
    await expect(page.getByRole('menuitem', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('menuitem', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  test('logged in: My Profile and Sign out, which clears storage and goes home', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      localStorage.setItem('jwt', 'e2e-token');
      localStorage.setItem('user', JSON.stringify({ id: 1, full_name: 'Kavya Nair' }));
    });
    await page.reload();
    await page.getByRole('button', { name: 'Kavya Nair', expanded: false }).click();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  });

  test('takes its fixed look only after 200 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 700 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(header).toHaveCSS('position', 'relative');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(header).toHaveCSS('position', 'fixed');
  });

  for (const [width, target] of [
    [900, '_self'],
    [1200, '_blank'],
  ] as const) {
    test(`the brand link opens in ${target} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await expect(page.getByRole('banner').getByRole('link', { name: brandName })).toHaveAttribute('target', target);
    });
  }
});
