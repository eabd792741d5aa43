import { readFile } from 'node:fs/promises';
import { expect, smsCodeFromOutbox, test } from '@matri/tools/e2e';
import { linkIn, outboxMessage, signUpMemberThroughApi, signUpThroughApi } from './sign-up-through-api';

const NEW_PASSWORD = 'saffron-river-2031';

test('changing the password keeps this device signed in and refuses the old token', async ({ page }) => {
  const member = await signUpThroughApi(page);
  await page.goto('/setting');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel(/Current password/).fill(member.password);
  await form
    .getByLabel(/^New password/)
    .first()
    .fill(NEW_PASSWORD);
  await form.getByLabel(/New password again/).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Every other device has been signed out.')).toBeVisible();

  const old = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${member.jwt}` } });
  expect(old.status()).toBe(401);
  const current = await page.evaluate(() => localStorage.getItem('jwt'));
  expect(current).not.toBe(member.jwt);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Setting', level: 1 })).toBeVisible();
  expect((await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${current}` } })).status()).toBe(
    200,
  );
});

test('a member downloads their data as a JSON file', async ({ page }) => {
  const member = await signUpThroughApi(page);
  await page.goto('/setting');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data as JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${member.profileId}-data.json`);
  const data = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(data.account.email).toBe(member.email);
  expect(data.profile.fullName).toBe('Rohan Kulkarni');
});

test(
  'a member reading Hindi downloads a readable copy of their data, in Hindi, with no stored codes',
  { tag: '@horoscope' },
  async ({ page }) => {
    const member = await signUpThroughApi(page);
    const auth = { Authorization: `Bearer ${member.jwt}` };
    const answers = { incomeBand: '15-to-20-lakh', birthPlace: 'kanpur-in', nakshatra: 'rohini', rashi: 'vrishabha' };
    expect((await page.request.patch('/api/users/me/profile', { headers: auth, data: answers })).status()).toBe(200);
    await page.evaluate(() => localStorage.setItem('lang', 'hi'));
    await page.goto('/setting');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'मेरा डेटा पढ़ने लायक़ रूप में डाउनलोड करें' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${member.profileId}-data.html`);
    const html = await readFile(await file.path(), 'utf8');
    for (const code of ['15-to-20-lakh', 'kanpur-in', 'starKey', 'vrishabha', 'marathi'])
      expect(html).not.toContain(code);

    await page.goto('about:blank');
    await page.setContent(html);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('पर आपका डेटा');
    await expect(page.getByRole('row', { name: `प्रोफ़ाइल ID ${member.profileId}` })).toBeVisible();
    await expect(page.getByRole('row', { name: 'सालाना आय ₹15–20 लाख' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'जन्म स्थान कानपुर, उत्तर प्रदेश' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'मातृभाषा मराठी' })).toBeVisible();
    await expect(page.getByRole('row', { name: `ई-मेल पता ${member.email}` })).toBeVisible();
  },
);

test('hiding the profile and deleting the account take it out of sight at once', async ({ page }) => {
  const member = await signUpThroughApi(page);
  const viewer = await signUpMemberThroughApi(page, {
    profileFor: 'self',
    fullName: 'Viewer Member',
    gender: 'female',
    dateOfBirth: '1995-01-01',
    religion: 'hindu',
    motherTongue: 'hindi',
    email: `viewer.${Date.now()}@example.in`,
    mobile: `7${String(Date.now()).slice(-9)}`,
  });
  const viewerAuth = { Authorization: `Bearer ${viewer.jwt}` };
  const me = await (
    await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${member.jwt}` } })
  ).json();
  const seen = async () => (await page.request.get(`/api/users/${me.id}`, { headers: viewerAuth })).status();
  expect(await seen()).toBe(200);

  await page.goto('/setting');
  await page.getByRole('switch', { name: 'Hide my profile' }).check();
  await expect(page.getByText('Your profile is hidden.')).toBeVisible();
  expect(await seen()).toBe(404);
  await page.getByRole('switch', { name: 'Hide my profile' }).uncheck();
  await expect(page.getByText('Your profile is visible again.')).toBeVisible();
  expect(await seen()).toBe(200);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel(/Your password/).fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/login?accountDeleted=1');
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  expect(await seen()).toBe(404);
});

test(
  'a member with a paid plan is warned it is lost, the deletion is confirmed, and logging back in says the account was restored',
  { tag: '@membership' },
  async ({ page }) => {
    const member = await signUpThroughApi(page);
    const auth = { authorization: `Bearer ${member.jwt}` };
    // Demo mode's test processor pays the member's own order, as /upgrade's checkout does.
    const order = await (
      await page.request.post('/api/payments/orders', { headers: auth, data: { planId: 'gold' } })
    ).json();
    const paid = await (
      await page.request.post(`/api/test-processor/orders/${order.orderId}/pay`, { headers: auth })
    ).json();
    expect((await page.request.post('/api/payments/verify', { headers: auth, data: paid })).status()).toBe(200);

    await page.goto('/setting');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    const warning = dialog.getByRole('alert').filter({ hasText: 'Your Gold plan ends with your account' });
    await expect(warning).toContainText(/Your Gold plan is paid until \d{1,2} \w+ \d{4}\. .*fees are not refunded/);
    await dialog.getByLabel(/Your password/).fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL('/login?accountDeleted=1');
    await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted' })).toContainText(
      'to restore your account before then, just log in here',
    );
    const notice = await outboxMessage(page, member.email, /account is deleted/);
    expect(notice.text).toContain('Log in before then');

    await page.getByLabel(/E-mail or mobile number/).fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your account was restored' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/dashboard');
  },
);

test('a member changes the mobile number with the code sent to the new one', async ({ page }) => {
  const member = await signUpThroughApi(page);
  const newMobile = `7${String(Date.now()).slice(-9)}`;
  await page.goto('/setting');
  const section = page.getByRole('region', { name: 'Mobile number' });
  await expect(section).toContainText(`Current number: ${member.mobile}`);
  const form = page.getByRole('form', { name: 'Change mobile number' });
  await form.getByLabel(/New mobile number/).fill(newMobile);
  await form.getByLabel(/Your password/).fill(member.password);
  await form.getByRole('button', { name: 'Send code' }).click();

  const confirm = page.getByRole('form', { name: 'Confirm the new mobile number' });
  await expect(confirm.getByRole('status')).toContainText(`We sent a 6-digit code to +91${newMobile}`);
  await confirm
    .getByRole('textbox', { name: 'Code from the SMS' })
    .fill(await smsCodeFromOutbox(page, 'members-e2e', newMobile, /account's mobile number/));
  await confirm.getByRole('button', { name: 'Confirm new number' }).click();
  await expect(section).toContainText(`Current number: +91${newMobile}`);
  // The old number is told, so a change nobody asked for does not go unnoticed.
  const oldNumberNotice = await outboxMessage(page, member.mobile, /^Text message$/);
  expect(oldNumberNotice.text).toContain('The mobile number of your');
});

test('a new e-mail address takes effect from the link sent to it', async ({ page }) => {
  const member = await signUpThroughApi(page);
  const newEmail = `new.${member.email}`;
  await page.goto('/setting');
  const form = page.getByRole('form', { name: 'Change e-mail address' });
  await expect(form).toContainText(`Current address: ${member.email}`);
  await form.getByLabel(/New e-mail address/).fill(newEmail);
  await form.getByLabel(/Your password/).fill(member.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByRole('status')).toContainText(`We sent a link to ${newEmail}`);

  const link = linkIn(await outboxMessage(page, newEmail, /Confirm your new e-mail/));
  expect(link).toMatch(/email-change\?token=/);
  await page.goto(link);
  await expect(page).toHaveURL('/setting?emailChange=confirmed');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your e-mail address is changed and confirmed.' }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change e-mail address' })).toContainText(`Current address: ${newEmail}`);
});
