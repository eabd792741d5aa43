import { expect, newVisitorContext, test } from '@matri/tools/e2e';

test('the Hindi home page is served in Hindi, before any script runs, and links its English twin', async ({
  browser,
}) => {
  const context = await newVisitorContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपने परिवार के साथ मिलकर अपना जीवनसाथी ढूँढें');
  await expect(page.getByRole('form', { name: 'झटपट खोज' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/?lang=en');
  await context.close();
});

test('a Hindi page fetches its Devanagari font ahead of the layout only on a device without one, as the CSP allows', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  await page.goto('/hi/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const device = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = '32px sans-serif';
    const hasDevanagari = context.measureText('\u0915').width !== context.measureText('\u093e').width;
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType);
    return { hasDevanagari, fonts };
  });
  // A device with its own Devanagari font downloads none; one without gets it from the preload, not the layout.
  expect(device.fonts).toEqual(device.hasDevanagari ? [] : ['link']);
  expect(refusals).toEqual([]);
});

test('the language link keeps the page and the site remembers the choice', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे बारे में');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  await page.goto('/membership');
  await expect(page).toHaveURL(/\/hi\/membership$/);
  await expect(page.getByRole('rowheader', { name: 'अवधि' })).toBeVisible();

  await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'संपर्क' }).click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await expect(page.getByRole('button', { name: 'संदेश भेजें' })).toBeEnabled();

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find your life partner, with your family beside you',
  );
});

test('search engines get robots.txt and a sitemap of the public pages in both languages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Disallow: \/dashboard[\s\S]*Sitemap: https:\/\/.+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>https:\/\/[^<]+\/hi\/about<\/loc>/);
  expect(xml).not.toContain('/legal');
});
