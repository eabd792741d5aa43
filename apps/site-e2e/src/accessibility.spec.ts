import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@matri/tools/e2e';
import { routeList } from '@matri/contracts';

/** Every page of both apps; member pages are visited with a session, public ones as a visitor. */
const pages = routeList.filter((route) => route.isPrerendered || route.app === 'members');

/** One real member per worker: member pages call the API, which refuses made-up tokens. */
let session: { jwt: string; user: string } | null = null;

test.beforeAll(async ({ request }) => {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const response = await request.post('/api/auth/local/register', {
    data: {
      profileFor: 'self',
      fullName: 'Kavya Nair',
      gender: 'female',
      dateOfBirth: '1995-08-14',
      religion: 'hindu',
      motherTongue: 'malayalam',
      email: `kavya.${n}@example.in`,
      mobile: `9${n}`,
      password: 'monsoon-evening-42',
      acceptTerms: true,
    },
  });
  const { jwt, user } = await response.json();
  session = { jwt, user: JSON.stringify({ id: user.id, full_name: user.full_name }) };
});

for (const mode of ['light', 'dark'] as const) {
  for (const route of pages) {
    test(`${route.path} has no serious or critical axe violations in ${mode} mode`, async ({ page }) => {
      await page.goto('/about');
      await page.evaluate(
        ({ chosen, member }) => {
          localStorage.setItem('color-mode', chosen);
          if (member) {
            localStorage.setItem('jwt', member.jwt);
            localStorage.setItem('user', member.user);
          }
        },
        { chosen: mode, member: route.app === 'members' ? session : null },
      );
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The head is set as the page renders; axe runs on the page as it settles, not on the frame before its title.
      await expect(page).toHaveTitle(/\S/);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}
