import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routeList } from '@matri/contracts';

/** Every page of both apps; member pages are visited with a session, public ones as a visitor. */
const pages = routeList.filter((route) => route.isPrerendered || route.app === 'members');

for (const mode of ['light', 'dark'] as const) {
  for (const route of pages) {
    test(`${route.path} has no serious or critical axe violations in ${mode} mode`, async ({ page }) => {
      await page.goto('/about');
      await page.evaluate(
        ({ chosen, isMemberPage }) => {
          localStorage.setItem('color-mode', chosen);
          if (isMemberPage) {
            localStorage.setItem('jwt', 'e2e-token');
            localStorage.setItem('user', JSON.stringify({ id: 1, full_name: 'Kavya Nair' }));
          }
        },
        { chosen: mode, isMemberPage: route.app === 'members' },
      );
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
