import { expect, newVisitorContext, signUpWithSmsCode, test } from '@matri/tools/e2e';
import { LANGUAGE_STORAGE_KEY } from '@matri/contracts';

test('a Hindi visitor who searches from /hi/ logs in on the Hindi login page and comes back to the search in Hindi', async ({
  browser,
  request,
}) => {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `asha.${n}@example.in`;
  // An account kept in English: the Hindi login page, the one the family reads, still decides the language.
  await signUpWithSmsCode({ request }, 'site-e2e', {
    profileFor: 'daughter',
    fullName: 'Asha Verma',
    gender: 'female',
    dateOfBirth: '1996-04-02',
    religion: 'hindu',
    motherTongue: 'hindi',
    email,
    mobile: `9${n}`,
    password: 'monsoon-evening-42',
    acceptTerms: true,
  });
  const context = await newVisitorContext(browser);
  const page = await context.newPage();
  await page.goto('/hi/');
  const search = page.getByRole('form', { name: 'झटपट खोज' });
  await search.getByLabel('मुझे तलाश है').selectOption('groom');
  await search.getByRole('button', { name: 'प्रोफ़ाइल खोजें' }).click();

  await expect(page).toHaveURL(/\/hi\/login\?next=/);
  const next = new URL(page.url()).searchParams.get('next');
  expect(next).toBe('/search?lookingFor=groom&ageFrom=21&ageTo=30&religion=');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'लॉग इन', level: 1 })).toBeVisible();
  await page.getByLabel(/ई-मेल या मोबाइल नंबर/).fill(email);
  await page.getByRole('textbox', { name: /^पासवर्ड/ }).fill('monsoon-evening-42');
  await page.getByRole('button', { name: 'लॉग इन' }).click();

  await expect(page).toHaveURL(next as string);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'खोजें', level: 1 })).toBeVisible();
  await context.close();
});

test('a logged-out visit to a member page goes straight to the login page in the language chosen on the device', async ({
  browser,
}) => {
  const context = await newVisitorContext(browser);
  const page = await context.newPage();
  await page.goto('/about');
  await page.evaluate((key) => localStorage.setItem(key, 'hi'), LANGUAGE_STORAGE_KEY);
  await page.goto('/matches?tab=new');
  await expect(page).toHaveURL('/hi/login?next=%2Fmatches%3Ftab%3Dnew');
  await expect(page.getByRole('heading', { name: 'लॉग इन', level: 1 })).toBeVisible();
  await context.close();
});
