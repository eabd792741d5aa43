import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@matri/tools/e2e';
import { languageInfo, languages, routeList } from '@matri/contracts';
import { openPage, signUpMember, type MemberSession } from './member-session';

/** Every page of both apps; member pages are visited with a session, public ones as a visitor. */
const pages = routeList.filter((route) => route.isPrerendered || route.app === 'members');

let session: MemberSession;
test.beforeAll(async ({ request }) => {
  session = await signUpMember(request);
});

for (const { value: language } of languages) {
  for (const mode of ['light', 'dark'] as const) {
    for (const route of pages) {
      test(`${route.path} in ${language} has no serious or critical axe violations in ${mode} mode`, async ({
        page,
      }) => {
        await openPage(page, route, { language, session, colorMode: mode });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode);
        await expect(page.locator('html')).toHaveAttribute('lang', languageInfo(language).htmlLang);
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
}
