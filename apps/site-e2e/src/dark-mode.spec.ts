import { languages, localisedPath, routeList } from '@matri/contracts';
import { expect, test } from '@matri/tools/e2e';

test.use({ colorScheme: 'dark' });

test('every prerendered page hydrates in dark mode, in both languages, with nothing in the console', async ({
  page,
}) => {
  // Chosen with the header's switch before: the choice libs/ui keeps under 'color-mode'.
  await page.addInitScript(() => localStorage.setItem('color-mode', 'dark'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()} ${message.location().url}`);
  });
  for (const route of routeList.filter((r) => r.app === 'site' && r.isPrerendered)) {
    for (const { value: language } of languages) {
      await page.goto(localisedPath(route.path, language), { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  }
  expect(errors).toEqual([]);
});
