import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@matri/tools/e2e';
import { languageInfo, languages, paths, routeList, type Language } from '@matri/contracts';
import { openPage, signUpMember, type MemberSession } from './member-session';

/** Every page of both apps; member pages are visited with a session, public ones as a visitor. */
const pages = routeList.filter((route) => route.isPrerendered || route.app === 'members');

/** The header's colour switch, as each language names it. */
const switchToDark: Record<Language, string> = { en: 'Switch to dark mode', hi: 'डार्क मोड चालू करें' };
/** The pages without a colour switch: the bare layout's (the brand and the form) and the legal notice's. */
const withoutSwitch = new Set(
  [paths.login, paths.register, paths.resetPassword, paths.notFound, paths.legal].map((route) => route.path),
);

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let session: MemberSession;
test.beforeAll(async ({ request }) => {
  session = await signUpMember(request);
});

for (const { value: language } of languages) {
  for (const route of pages) {
    test(`${route.path} in ${language} has no serious or critical axe violations in light or dark mode`, async ({
      page,
    }) => {
      await openPage(page, route, { language, session, colorMode: 'light' });
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
      await expect(html).toHaveAttribute('lang', languageInfo(language).htmlLang);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The head is set as the page renders; axe runs on the page as it settles, not on the frame before its title.
      await expect(page).toHaveTitle(/\S/);
      expect(await seriousViolations(page), 'light mode').toEqual([]);
      // Dark mode through the page's own switch, as a member turns it on: one visit checks both modes (loading a page
      // already dark is dark-mode.spec.ts's and the member shell's own test). Pages without the switch are opened
      // again with dark chosen, as a member who turned it on elsewhere sees them.
      const toggle = page.getByRole('button', { name: switchToDark[language] });
      let dark = page;
      if (withoutSwitch.has(route.path)) {
        await expect(toggle).toHaveCount(0);
        await page.evaluate(() => localStorage.setItem('color-mode', 'dark'));
        // A page of its own: the first one's start-up script would choose light again on a reload.
        dark = await page.context().newPage();
        await dark.goto(page.url());
        await expect(dark.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(dark).toHaveTitle(/\S/);
      } else await toggle.click();
      await expect(dark.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      expect(await seriousViolations(dark), 'dark mode').toEqual([]);
    });
  }
}
