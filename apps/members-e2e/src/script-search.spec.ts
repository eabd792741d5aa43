import type { Browser } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '@matri/contracts';
import { expect, newVisitorContext, test } from '@matri/tools/e2e';
import { signUpThroughApi } from './sign-up-through-api';

async function newMember(browser: Browser, overrides: Record<string, string>) {
  const page = await (await newVisitorContext(browser)).newPage();
  return { page, ...(await signUpThroughApi(page, overrides)) };
}

/** A surname no other run uses, in Latin letters and in Devanagari, from syllables that sound alike in both. */
function surnameInBothScripts() {
  const syllables = [
    ['ki', 'कि'],
    ['ku', 'कु'],
    ['mi', 'मि'],
    ['mu', 'मु'],
    ['ri', 'रि'],
    ['ru', 'रु'],
    ['li', 'लि'],
    ['lu', 'लु'],
    ['ti', 'टि'],
    ['tu', 'टु'],
  ];
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const picked = [...digits].map((digit) => syllables[Number(digit)]);
  const latin = picked.map(([l]) => l).join('');
  return {
    latin: `${latin[0].toUpperCase()}${latin.slice(1)}wal`,
    devanagari: `${picked.map(([, d]) => d).join('')}वाल`,
  };
}

test(
  'a Hindi-reading family finds their birth place typed in Devanagari or spelt as they say it',
  { tag: '@horoscope' },
  async ({ browser }) => {
    const { page } = await newMember(browser, {});
    await page.evaluate((key) => localStorage.setItem(key, 'hi'), LANGUAGE_STORAGE_KEY);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'कुंडली बदलें' }).click();
    const dialog = page.getByRole('dialog', { name: 'कुंडली बदलें' });
    const place = dialog.getByRole('combobox', { name: 'जन्म स्थान' });
    await place.fill('Itawa');
    const places = page.getByRole('listbox', { name: 'जन्म स्थान' });
    await expect(places.getByRole('option').first()).toHaveText('इटावा, उत्तर प्रदेश');
    await place.fill('इटावा');
    await places.getByRole('option', { name: 'इटावा, उत्तर प्रदेश' }).click();
    await dialog.getByRole('button', { name: 'सहेजें' }).click();
    const horoscope = page.getByRole('region', { name: 'कुंडली' });
    await expect(horoscope.getByText('इटावा, उत्तर प्रदेश')).toBeVisible();
  },
);

test('a name typed in Latin letters finds the member who wrote it in Devanagari, after those who wrote it so', async ({
  browser,
}) => {
  const { latin, devanagari } = surnameInBothScripts();
  const inDevanagari = await newMember(browser, { fullName: `प्रिया ${devanagari}`, gender: 'female' });
  const inLatin = await newMember(browser, { fullName: `Priya ${latin}`, gender: 'female' });
  const { page } = await newMember(browser, { fullName: `Rohan ${latin}` });
  await page.goto('/search');
  await page.getByLabel('Name or profile ID').fill(`Priya ${latin}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expect(results.getByRole('listitem').first()).toHaveAccessibleName(new RegExp(inLatin.fullName));
  await expect(results.getByRole('listitem').last()).toHaveAccessibleName(new RegExp(inDevanagari.fullName));

  await page.getByLabel('Name or profile ID').fill(`प्रिया ${devanagari}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('listitem').first()).toHaveAccessibleName(new RegExp(inDevanagari.fullName));
  await expect(results.getByRole('listitem')).toHaveCount(2);
});
