import { expect, newVisitorContext, test } from '@matri/tools/e2e';

test('the served HTML of / holds the hero text with JavaScript disabled', async ({ browser }) => {
  const context = await newVisitorContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find your life partner, with your family beside you',
  );
  await expect(page.getByRole('form', { name: 'Quick search' })).toBeVisible();
  await context.close();
});

test('the quick search leads to /search with its filters', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Religion').selectOption('sikh');
  await page.getByRole('button', { name: 'Search profiles' }).click();
  await expect(page).toHaveURL(
    /\/login\?next=%2Fsearch%3FlookingFor%3Dbride%26ageFrom%3D21%26ageTo%3D30%26religion%3Dsikh/,
  );
});

test('/legal is not indexed and has exactly its five sections', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Overview',
    'Terms (short)',
    'Privacy (short)',
    'Child Safety Policy',
    'Contact',
  ]);
  await expect(page.getByText('01 August 2025')).toBeVisible();
  await expect(page.getByText('Ranchi, Jharkhand, India').first()).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(5);
});

test('an unknown path renders the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('sign up refuses someone under 18 with a clear message', async ({ page }) => {
  await page.goto('/register');
  // The form works once the page is hydrated; until then its submit button is disabled.
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  const dob = new Date();
  dob.setFullYear(dob.getFullYear() - 17);
  await page.getByLabel('Date of birth').fill(dob.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Members must be at least 18 years old. This person is 17.')).toBeVisible();
});

test('a failed log in shows a toast at top-centre that closes after about 3 s', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  await page.getByLabel('E-mail or mobile number').fill('asha@example.in');
  await page.getByLabel(/^Password/).fill('some-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Could not log in' });
  await expect(toast).toBeVisible();
  // Timed from the moment it is seen, before the position checks (which take a while on a loaded machine).
  const shownAt = Date.now();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(20);
  expect(box?.y).toBeLessThan(100);
  await expect(toast).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2500);
});

test('the contact form sends a message and thanks the visitor', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await page.getByLabel(/Your name/).fill('Lakshmi Menon');
  await page.getByLabel(/^E-mail/).fill(`lakshmi.${Date.now()}@example.in`);
  await page.getByLabel(/Mobile number/).fill('9847012345');
  await page.getByLabel(/Message/).fill('I would like to know how profile verification works.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you. We have your message and will reply within one working day.')).toBeVisible();
  await expect(page.getByLabel(/Your name/)).toHaveValue('');
});
