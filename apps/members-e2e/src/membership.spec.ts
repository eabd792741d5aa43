import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, newVisitorHeaders, test } from '@matri/tools/e2e';
import { signUpMemberThroughApi, signUpThroughApi } from './sign-up-through-api';

/** Members of the other gender the test sends interests to, signed up through the API, each from a phone of her own. */
async function brides(page: Page, count: number) {
  const made: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const n = `${Date.now()}${i}${Math.floor(Math.random() * 100)}`.slice(-9);
    const { user } = await signUpMemberThroughApi(
      page,
      {
        profileFor: 'daughter',
        fullName: 'Ishita Menon',
        gender: 'female',
        dateOfBirth: '1996-02-10',
        religion: 'hindu',
        motherTongue: 'malayalam',
        email: `bride.${n}@example.in`,
        mobile: `7${n}`,
      },
      newVisitorHeaders(),
    );
    made.push(user.profileId as string);
  }
  return made;
}

async function sendInterestOnProfile(page: Page, profileId: string) {
  await page.goto(`/profiledetails?id=${profileId}`);
  await page.getByRole('button', { name: 'Send interest' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send interest' }).click();
}

test(
  'a free member reaches the daily interest limit, upgrades through the test processor, and the limit lifts',
  { tag: '@membership' },
  async ({ page }) => {
    const groom = await signUpThroughApi(page);
    const [first, ...rest] = await brides(page, 6);
    const sendThroughApi = (profileId: string) =>
      page.request.post('/api/interests', { headers: { authorization: `Bearer ${groom.jwt}` }, data: { profileId } });
    for (const profileId of rest.slice(0, 5)) expect((await sendThroughApi(profileId)).status()).toBe(201);

    await sendInterestOnProfile(page, first);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('The Free plan sends 5 interests a day. Upgrade for more, or try again tomorrow.'),
    ).toBeVisible();
    // A notice about the plan, not a fault of the (empty) message box.
    await expect(dialog.getByRole('alert')).toContainText('Today’s interests are used up');
    await expect(dialog.getByRole('textbox', { name: 'Message (optional)' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await dialog.getByRole('link', { name: 'See the plans that send more interests' }).click();

    await expect(page).toHaveURL('/upgrade');
    await expect(page.getByRole('region', { name: 'You are on the Free plan' })).toContainText(
      'Interests sent in the last 24 hours: 5 of 5',
    );
    await page.getByRole('button', { name: 'Choose Gold' }).click();
    // Demo mode: the test processor's checkout opens over the page and pays this member's own order.
    const checkout = page.getByRole('dialog', { name: 'Test payment' });
    await expect(checkout).toContainText('No money moves here');
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Payment received' })).toContainText(
      'You are on the Gold plan until',
    );
    await expect(page.getByRole('region', { name: 'You are on the Gold plan' })).toContainText('of 20');
    await expect(page).toHaveURL('/upgrade');

    await sendInterestOnProfile(page, first);
    await expect(page.getByText('Interest sent to Ishita Menon.')).toBeVisible();

    // The payment's tax invoice, from the member's payments on /upgrade.
    await page.goto('/upgrade');
    await page
      .getByRole('region', { name: 'Your payments' })
      .getByRole('link', { name: /^Invoice / })
      .click();
    const invoice = page.getByRole('article', { name: /^Tax invoice / });
    await expect(invoice).toContainText('Gold membership, 3 months');
    await expect(invoice.getByRole('row', { name: /^Total paid ₹2,949\.00$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  },
);

test('a member downloads the tax invoice of a payment as a PDF', { tag: '@membership' }, async ({ page }) => {
  const member = await signUpThroughApi(page);
  const headers = { authorization: `Bearer ${member.jwt}` };
  const order = await (await page.request.post('/api/payments/orders', { headers, data: { planId: 'gold' } })).json();
  const paid = await (await page.request.post(`/api/test-processor/orders/${order.orderId}/pay`, { headers })).json();
  expect((await page.request.post('/api/payments/verify', { headers, data: paid })).status()).toBe(200);
  const [payment] = await (await page.request.get('/api/users/me/payments', { headers })).json();

  await page.goto(`/invoice?payment=${payment.id}`);
  await expect(page.getByRole('article', { name: `Tax invoice ${payment.invoiceNumber}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${payment.invoiceNumber.replaceAll('/', '-')}.pdf`);
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The document's title, which PDF readers show, names the invoice.
  expect(pdf.toString('latin1')).toContain(`(Tax invoice ${payment.invoiceNumber})`);
});
