import { expect, test } from '@matri/tools/e2e';
import { languages, routeList } from '@matri/contracts';
import { openPage, signUpMember, type MemberSession } from './member-session';

/** 360 × 640, the most common Indian Android viewport. */
test.use({ viewport: { width: 360, height: 640 } });

const pages = routeList.filter((route) => route.isPrerendered || route.app === 'members');

let session: MemberSession;
test.beforeAll(async ({ request }) => {
  session = await signUpMember(request);
});

for (const { value: language } of languages) {
  for (const route of pages) {
    test(`${route.path} in ${language} fits a 360 px screen with every header control on it`, async ({ page }) => {
      await openPage(page, route, { language, session });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Hindi words run longer: nothing may push the page sideways.
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      // Every link and button of the header (the site's links, the member top bar's controls) whole on the screen.
      const header = page.getByRole('banner');
      const controls = [...(await header.getByRole('link').all()), ...(await header.getByRole('button').all())];
      for (const control of controls) {
        if (!(await control.isVisible())) continue;
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 360, `${name} is whole on the screen`).toBe(true);
      }
    });
  }
}
