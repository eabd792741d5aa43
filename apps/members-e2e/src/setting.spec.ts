import { readFile } from 'node:fs/promises';
import { expect, test } from '@matri/tools/e2e';
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

test('a member reading Hindi downloads a readable copy of their data, in Hindi, with no stored codes', async ({
  page,
}) => {
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
  await expect(page.getByRole('row', { name: 'जन्म स्थान Kanpur, Uttar Pradesh' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'मातृभाषा मराठी' })).toBeVisible();
  await expect(page.getByRole('row', { name: `ई-मेल पता ${member.email}` })).toBeVisible();
});

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
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  expect(await seen()).toBe(404);
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
