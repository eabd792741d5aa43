import type { Browser } from '@playwright/test';
import { birthPlaceById, moonStarOfKey, STAR_KEYS, starKeyOf } from '@matri/contracts';
import { birthStarOf, GUNA_MILAN_CUSTOMARY_MINIMUM, gunaMilan, kootas } from '@matri/horoscope';
import { expect, newVisitorContext, test } from '@matri/tools/e2e';
import { signUpThroughApi, uniqueSurname } from './sign-up-through-api';

const GROOM_BIRTH = { dateOfBirth: '1993-06-21', time: '06:45', placeId: 'pune-in', placeLabel: 'Pune, Maharashtra' };

async function newMember(browser: Browser, overrides: Record<string, string>) {
  const page = await (await newVisitorContext(browser)).newPage();
  return { page, ...(await signUpThroughApi(page, overrides)) };
}

test(
  'a member takes the star their birth details give, sees the eight kootas, and filters a search by the score',
  { tag: '@horoscope' },
  async ({ browser }) => {
    const surname = uniqueSurname();
    const groom = await newMember(browser, { fullName: `Aditya ${surname}`, dateOfBirth: GROOM_BIRTH.dateOfBirth });
    const birthPlace = birthPlaceById(GROOM_BIRTH.placeId);
    if (!birthPlace) throw new Error(`No birth place ${GROOM_BIRTH.placeId}`);
    const groomStar = birthStarOf(GROOM_BIRTH.dateOfBirth, GROOM_BIRTH.time, birthPlace);
    const groomKey = starKeyOf(groomStar.nakshatra, groomStar.pada);
    // Two brides whose stars (set as a written horoscope would give them) score above and below the customary minimum.
    const keys = Array.from({ length: STAR_KEYS }, (_, key) => key);
    const scoreWith = (key: number) => gunaMilan(key, groomKey).total;
    const wellMatched = keys.find((key) => scoreWith(key) >= 27) ?? 0;
    const poorlyMatched = keys.find((key) => scoreWith(key) < GUNA_MILAN_CUSTOMARY_MINIMUM) ?? 0;
    const brides = [];
    for (const [name, key] of [
      ['Kavya', wellMatched],
      ['Tara', poorlyMatched],
    ] as const) {
      const bride = await newMember(browser, {
        fullName: `${name} ${surname}`,
        gender: 'female',
        dateOfBirth: '1996-04-12',
      });
      const star = moonStarOfKey(key);
      const saved = await bride.page.request.patch('/api/users/me/profile', {
        headers: { authorization: `Bearer ${bride.jwt}` },
        data: { nakshatra: star.nakshatra, nakshatraPada: star.pada, rashi: star.rashi, horoscopeVisibility: 'all' },
      });
      expect(saved.status()).toBe(200);
      brides.push({ ...bride, score: scoreWith(key) });
    }

    const { page } = groom;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Edit Horoscope' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Horoscope' });
    await dialog.getByLabel('Birth time').fill(GROOM_BIRTH.time);
    await dialog.getByLabel('Birth place').fill('Pune');
    await page.getByRole('option', { name: GROOM_BIRTH.placeLabel }).click();
    await expect(dialog.getByText(/^We calculated .+ from the birth details\. Use it\?$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Use it' }).click();
    await expect(dialog.getByText('Matches your birth details')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Horoscope saved.')).toBeVisible();

    await page.goto(`/profiledetails?id=${brides[0].profileId}`);
    const match = page.getByRole('region', { name: 'Horoscope match' });
    await expect(match.getByText(`Guna Milan ${brides[0].score} of 36`)).toBeVisible();
    for (const koota of kootas) await expect(match.getByRole('rowheader', { name: koota.label })).toBeVisible();
    await expect(match.getByRole('rowheader')).toHaveCount(8);

    await page.goto(`/search?q=${surname}`);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Guna Milan' }).selectOption(String(GUNA_MILAN_CUSTOMARY_MINIMUM));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/gunaMin=18/);
    await expect(results.getByRole('listitem')).toHaveCount(1);
    const kept = results.getByRole('listitem', { name: brides[0].fullName });
    await expect(kept.getByLabel(`Guna Milan ${brides[0].score} of 36`)).toBeVisible();
  },
);
