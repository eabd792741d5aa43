import type { Locator } from '@playwright/test';
import { expect, test } from '@matri/tools/e2e';

/**
 * The hue of a computed `rgb(…)` colour, in degrees, once the field's transitions have finished: Mantine eases the
 * border from one colour to the next, and a colour read halfway is neither.
 */
async function hueOf(field: Locator, property: string): Promise<number> {
  const colour = await field.evaluate(async (element, name) => {
    // Reading the style first makes the browser start any transition the last change calls for.
    getComputedStyle(element).getPropertyValue(name);
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    return getComputedStyle(element).getPropertyValue(name);
  }, property);
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((n) => Number(n) / 255);
  const max = Math.max(r, g, b);
  const range = max - Math.min(r, g, b);
  if (range === 0) return 0;
  const sector = max === r ? ((g - b) / range + 6) % 6 : max === g ? (b - r) / range + 2 : (r - g) / range + 4;
  return sector * 60;
}

test('/favicon.ico is the brand’s icon, and pages link it', async ({ page }) => {
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  await page.goto('/about');
  await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
});

test('the footer names its links column and gives this year’s copyright', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
});

test('a field being typed in does not look like a field with an error', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  const identifier = form.getByRole('textbox', { name: 'E-mail or mobile number' });
  await identifier.fill('kavya@example.in');
  await expect(identifier).toBeFocused();
  const focusHue = await hueOf(identifier, 'border-top-color');

  await identifier.clear();
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(identifier).toHaveAttribute('aria-invalid', 'true');
  const errorHue = await hueOf(identifier, 'border-top-color');
  const apart = Math.min(Math.abs(focusHue - errorHue), 360 - Math.abs(focusHue - errorHue));
  expect(apart).toBeGreaterThan(60);
});
