import { expect, test } from '@matri/tools/e2e';
import { signUpMemberThroughApi, signUpThroughApi } from './sign-up-through-api';

test('a member accepts an interest on /request and sees it under Accepted', async ({ page, request }) => {
  const receiver = await signUpThroughApi(page);
  const n = `${Date.now()}`.slice(-9);
  const sender = await signUpMemberThroughApi(
    { request },
    {
      profileFor: 'daughter',
      fullName: 'Ishita Verma',
      gender: 'female',
      dateOfBirth: '1996-02-10',
      religion: 'hindu',
      motherTongue: 'hindi',
      email: `ishita.${n}@example.in`,
      mobile: `7${n}`,
    },
  );
  const sent = await request.post('/api/interests', {
    headers: { Authorization: `Bearer ${sender.jwt}` },
    data: { profileId: receiver.profileId, message: 'Our families would like to talk.' },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/request');
  await expect(page.getByRole('tab', { name: 'Received', selected: true })).toBeVisible();
  await expect(page.getByText('“Our families would like to talk.”')).toBeVisible();
  await page.getByRole('button', { name: 'Accept the interest of Ishita Verma' }).click();
  await expect(page.getByText('Interest accepted.')).toBeVisible();
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await expect(page).toHaveURL('/request?tab=accepted');
  await expect(page.getByRole('link', { name: 'Ishita Verma', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a message to Ishita Verma' })).toHaveAttribute(
    'href',
    `/messages?with=${sender.user.profileId}`,
  );

  // Both now see each other's contact details, as each one's contact privacy (members whose interest was accepted) allows.
  const record = await (
    await request.get(`/api/users/${sender.user.id}`, { headers: { Authorization: `Bearer ${receiver.jwt}` } })
  ).json();
  expect(record.contact.email).toBe(`ishita.${n}@example.in`);
});
