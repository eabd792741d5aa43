import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@matri/tools/e2e';
import { DEFAULT_LANGUAGE, languageInfo, languages, routeList, type Language } from '@matri/contracts';
import { openPage, signUpMember, type MemberSession } from './member-session';

/** Every page of both apps; member pages are visited with a session, public ones as a visitor. */
const pages = routeList.filter((route) => route.isPrerendered || route.app === 'members');

/** 360 × 640, the most common Indian Android viewport. */
const PHONE = { width: 360, height: 640 };

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Axe reads each page once per colour scheme: light in English on the desktop, dark in Hindi on the phone. A page's two
 * languages are the same markup in the same colours with other words, so a second axe run per scheme (2.4 s a page
 * here, 43 % of the walk) found nothing the first did not; the words themselves are the other checks' (hydration,
 * title, lang, sideways scroll) in both languages and schemes.
 */
const AXE_LIGHT_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** Chromium's own line for a refusal (401, 403), such as the 403 an admin page gets for a member: not a 404. */
const REFUSAL_STATUS = /^Failed to load resource: the server responded with a status of 40[13] /;

/**
 * What the page throws or logs as an error: a word the prerender wrote differently from the hydrating app (a catalog
 * not loaded, a message id instead of its text, a light-only label on a dark page) is a mismatch React reports there.
 * A refusal the page answers with its own message (an admin page opened by a member) is not an error of the page.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !REFUSAL_STATUS.test(message.text()))
      errors.push(`${page.url()}: ${message.text()} ${message.location().url}`);
  });
  return errors;
}

async function expectSettled(page: Page, mode: 'light' | 'dark', language: Language): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', mode);
  await expect(html).toHaveAttribute('lang', languageInfo(language).htmlLang);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The head is set as the page renders; axe runs on the page as it settles, not on the frame before its title.
  await expect(page).toHaveTitle(/\S/);
  // A public page's islands hydrate at the visitor's first key or tap: one key wakes them all, and each must hydrate
  // as it was prerendered (a mismatch is a console error).
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
}

let session: MemberSession;
test.beforeAll(async ({ request }) => {
  session = await signUpMember(request);
});

/*
 * One walk, two visits per page and language, each opened as a member arrives: light on a desktop, then dark (chosen
 * before, as the header's switch keeps it) on a 360 px phone. Each visit checks the page hydrates with nothing in the
 * console (axe: see AXE_LIGHT_LANGUAGE); the phone visit also that nothing pushes the page sideways (Hindi words
 * run longer) and every header control is whole on the screen. The switch itself is the member shell's test.
 */
for (const { value: language } of languages) {
  for (const route of pages) {
    test(`${route.path} in ${language}: light on a desktop and dark on a 360 px phone, no console error, no serious or critical axe violation ${language === AXE_LIGHT_LANGUAGE ? 'in light' : 'in dark'}, nothing off the screen`, async ({
      page,
    }) => {
      const desktopErrors = collectErrors(page);
      await openPage(page, route, { language, session, colorMode: 'light' });
      await expectSettled(page, 'light', language);
      if (language === AXE_LIGHT_LANGUAGE) expect(await seriousViolations(page), 'light mode').toEqual([]);
      expect(desktopErrors, 'light mode').toEqual([]);

      const phone = await page.context().newPage();
      const phoneErrors = collectErrors(phone);
      await phone.setViewportSize(PHONE);
      await openPage(phone, route, { language, session, colorMode: 'dark' });
      await expectSettled(phone, 'dark', language);
      if (language !== AXE_LIGHT_LANGUAGE) expect(await seriousViolations(phone), 'dark mode').toEqual([]);
      const widths = await phone.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      // Every link and button of the header (the site's links, the member top bar's controls) whole on the screen.
      const header = phone.getByRole('banner');
      const controls = [...(await header.getByRole('link').all()), ...(await header.getByRole('button').all())];
      for (const control of controls) {
        if (!(await control.isVisible())) continue;
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
        // Asked again until it holds: a control whose code comes after the first paint (the account menu) replaces
        // its stand-in, which has no box for that moment.
        await expect
          .poll(
            async () => {
              const box = await control.boundingBox();
              return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
            },
            { message: `${name} is whole on the screen` },
          )
          .toBe(true);
      }
      expect(phoneErrors, 'dark mode').toEqual([]);
    });
  }
}
