import { expect, newVisitorContext, test } from '@matri/tools/e2e';
import { signUpThroughApi, uniqueSurname } from './sign-up-through-api';
import { verifyIdInDatabase } from './verify-id-in-database';

test('a member who hears only from verified IDs is shown as such: an unverified member is invited to verify, a verified one sends the interest', async ({
  browser,
}) => {
  const surname = uniqueSurname();
  const bridePage = await (await newVisitorContext(browser)).newPage();
  const bride = await signUpThroughApi(bridePage, {
    fullName: `Ananya ${surname}`,
    gender: 'female',
    profileFor: 'daughter',
    dateOfBirth: '1996-02-10',
  });
  await bridePage.goto('/setting');
  await bridePage.getByRole('combobox', { name: 'Who may send me interests' }).selectOption('verified-id');
  await expect(bridePage.getByText('Privacy choice saved.')).toBeVisible();
  await bridePage.goto('/dashboard');
  await expect(bridePage.getByText(/Only members who verified their ID can send you interests/)).toBeVisible();

  const groomPage = await (await newVisitorContext(browser)).newPage();
  const groom = await signUpThroughApi(groomPage, { fullName: `Rohan ${surname}` });
  await groomPage.goto(`/profiledetails?id=${bride.profileId}`);
  await expect(groomPage.getByRole('button', { name: 'Mobile verified' })).toBeVisible();
  await expect(
    groomPage.getByText('This member accepts interests only from members with a verified ID.'),
  ).toBeVisible();
  await expect(groomPage.getByRole('button', { name: 'Send interest' })).toHaveCount(0);
  await expect(groomPage.getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', '/verification');

  // The API refuses the same way, saying what the member asks for and how to get in.
  const refused = await groomPage.request.post('/api/interests', {
    data: { profileId: bride.profileId },
    headers: { authorization: `Bearer ${groom.jwt}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toContain('Verify your ID on the Verification page');

  const verifiedPage = await (await newVisitorContext(browser)).newPage();
  const verified = await signUpThroughApi(verifiedPage, { fullName: `Kabir ${surname}`, dateOfBirth: '1992-01-15' });
  await verifyIdInDatabase(verified.id);
  await verifiedPage.goto(`/profiledetails?id=${bride.profileId}`);
  await expect(verifiedPage.getByRole('link', { name: 'Verify your ID' })).toHaveCount(0);
  await verifiedPage.getByRole('button', { name: 'Send interest' }).click();
  await verifiedPage.getByRole('dialog').getByRole('button', { name: 'Send interest' }).click();
  await expect(verifiedPage.getByText(`Interest sent to Ananya ${surname}.`)).toBeVisible();
});
