import type { Page } from '@playwright/test';
import { expect, newVisitorContext, test } from '@matri/tools/e2e';
import { outboxMessage, signUpCode, signUpThroughApi, uniqueSurname } from './sign-up-through-api';

/**
 * Runs of four or more Latin words: an English sentence. Names (Rohan Zzabc), profile IDs, e-mail addresses and the
 * brand are shorter than that, so what a Hindi reader meets in Latin letters is never mistaken for one.
 */
function englishSentencesIn(text: string): string[] {
  return text.match(/\b[A-Za-z][a-z’']+(?:[ ,]+[A-Za-z][a-z’']+){3,}\b/g) ?? [];
}

async function expectNoEnglish(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(async () => englishSentencesIn(await page.locator('body').innerText())).toEqual([]);
}

test(
  'a Hindi-reading family signs up, fills in the profile, searches, sends an interest, upgrades and reads the mails without an English sentence',
  { tag: '@membership' },
  async ({ browser, page }) => {
    test.slow();
    const surname = uniqueSurname();
    const bridePage = await (await newVisitorContext(browser)).newPage();
    await signUpThroughApi(bridePage, {
      fullName: `Ishita ${surname}`,
      gender: 'female',
      profileFor: 'daughter',
      dateOfBirth: '1996-02-10',
    });

    const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
    const email = `parivar.${n}@example.in`;
    await page.goto('/hi/register');
    await expect(page.getByRole('button', { name: 'साइन अप' })).toBeEnabled();
    await expectNoEnglish(page);
    await page.getByLabel(/यह प्रोफ़ाइल किसके लिए है/).selectOption({ label: 'मेरे बेटे के लिए' });
    await page.getByLabel(/पूरा नाम/).fill(`Rohan ${surname}`);
    await page.getByLabel(/जन्म तिथि/).fill('1993-06-21');
    await page.getByLabel(/^धर्म/).selectOption({ label: 'हिन्दू' });
    await page.getByLabel(/मातृभाषा/).selectOption({ label: 'हिन्दी' });
    await page.getByLabel(/^ई-मेल/).fill(email);
    await page.getByLabel(/मोबाइल नंबर/).fill(`8${n}`);
    await page.getByRole('textbox', { name: /^पासवर्ड/ }).fill('monsoon-evening-42');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'साइन अप' }).click();
    // The code sent by SMS finishes the sign-up, asked for in Hindi too.
    const code = page.getByRole('textbox', { name: 'SMS में आया कोड' });
    await expect(code).toBeVisible();
    await expectNoEnglish(page);
    await code.fill(await signUpCode(page, `8${n}`));
    await page.getByRole('button', { name: 'साइन अप पूरा करें' }).click();

    // The member area opens in the language the family signed up in.
    await expect(page).toHaveURL('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रोफ़ाइल');
    await expectNoEnglish(page);

    await page.getByRole('button', { name: 'बुनियादी जानकारी बदलें' }).click();
    const basic = page.getByRole('dialog', { name: 'बुनियादी जानकारी बदलें' });
    await basic.getByLabel('वैवाहिक स्थिति').selectOption({ label: 'अविवाहित' });
    await basic.getByRole('button', { name: 'सहेजें' }).click();
    await expect(page.getByText('बुनियादी जानकारी सहेज ली गई।')).toBeVisible();
    await expect(page.getByRole('region', { name: 'बुनियादी जानकारी' })).toContainText('अविवाहित');
    // Dates as a Hindi reader writes them, never 1993-06-21.
    await expect(page.getByRole('region', { name: 'बुनियादी जानकारी' })).toContainText('21 जून 1993');

    await page.goto('/search');
    await page.getByLabel('नाम या प्रोफ़ाइल ID').fill(surname);
    await page.getByRole('button', { name: 'खोजें', exact: true }).click();
    const card = page.getByRole('listitem', { name: `Ishita ${surname}` });
    await expect(card).toContainText('हिन्दू');
    await expectNoEnglish(page);
    await card.getByRole('button', { name: 'पसंद भेजें' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'पसंद भेजें' }).click();
    await expect(page.getByText(`Ishita ${surname} को पसंद भेज दी गई।`)).toBeVisible();

    await page.goto('/upgrade');
    await expectNoEnglish(page);
    // The plans are named in Hindi too: "आप मुफ़्त प्लान पर हैं", never "आप Free प्लान पर हैं".
    await expect(page.getByRole('heading', { name: 'आप मुफ़्त प्लान पर हैं' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'सदस्यता प्लान' })).not.toContainText(/Free|Gold|Diamond|Platinum/);
    await page.getByRole('button', { name: 'गोल्ड चुनें' }).click();
    const checkout = page.getByRole('dialog', { name: 'टेस्ट भुगतान' });
    await expect(checkout).toContainText('गोल्ड प्लान');
    await checkout.getByRole('button', { name: /भुगतान करें$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'भुगतान मिल गया' })).toContainText(
      /आप \d+ [\u0900-\u097F]+ \d{4} तक गोल्ड प्लान पर हैं।/,
    );
    await expect(page.getByRole('region', { name: 'आपके भुगतान' })).toContainText('गोल्ड प्लान');
    await expectNoEnglish(page);

    // The mails of the journey: the address confirmation, in Hindi, linking back.
    const confirmation = await outboxMessage(page, email, /ई-मेल पते की पुष्टि करें/);
    expect(englishSentencesIn(`${confirmation.subject}\n${confirmation.text}`)).toEqual([]);
    expect(confirmation.text).toMatch(/^नमस्ते,/);
  },
);
