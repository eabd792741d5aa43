import { expect, test } from '@matri/tools/e2e';
import { signUpThroughApi } from './sign-up-through-api';

test(
  'on a 360 px phone /upgrade shows that more plans follow and reads each plan’s name and price against the row names',
  { tag: '@membership' },
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpThroughApi(page);
    await page.goto('/upgrade');
    const table = page.getByRole('table', { name: 'Membership plans' });
    const plans = table.getByRole('columnheader');
    await expect(plans.first()).toHaveText('Plan');
    const planCount = (await plans.count()) - 1;
    expect(planCount).toBeGreaterThanOrEqual(4);
    await expect(page.getByText(`Swipe the table sideways to see all ${planCount} plans`)).toBeInViewport();

    const priceRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) });
    for (let i = 1; i <= planCount; i += 1) {
      // Reached by scrolling the plans, as a thumb does; the page itself never scrolls sideways.
      await plans.nth(i).scrollIntoViewIfNeeded();
      await expect(plans.nth(i)).toBeInViewport();
      const price = priceRow.getByRole('cell').nth(i - 1);
      await price.scrollIntoViewIfNeeded();
      await expect(price).toBeInViewport();
      await expect(priceRow.getByRole('rowheader')).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  },
);
