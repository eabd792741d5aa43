import { expect, newVisitorContext, test } from '@matri/tools/e2e';
import { openAdminSession, signUpThroughApi } from './sign-up-through-api';

test('two connected members talk live: the badge, read marks, the contact question, the money warning, its report and a block', async ({
  page,
  browser,
  baseURL,
}) => {
  const groom = await signUpThroughApi(page, { fullName: 'Rohan Kulkarni' });
  const brideContext = await newVisitorContext(browser, { baseURL });
  const bridePage = await brideContext.newPage();
  const bride = await signUpThroughApi(bridePage, {
    profileFor: 'daughter',
    fullName: 'Kavya Menon',
    gender: 'female',
    dateOfBirth: '1996-02-10',
  });
  const as = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
  const interest = await page.request.post('/api/interests', {
    headers: as(groom.jwt),
    data: { profileId: bride.profileId },
  });
  const accepted = await bridePage.request.post(`/api/interests/${(await interest.json()).id}/accept`, {
    headers: as(bride.jwt),
  });
  expect(accepted.status()).toBe(200);
  // The groom keeps his contact details to himself: a number he types is asked about first.
  await page.request.patch('/api/users/me/privacy', {
    headers: as(groom.jwt),
    data: { contactVisibility: 'nobody' },
  });

  await bridePage.goto('/messages');
  await expect(bridePage.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  await page.goto(`/profiledetails?id=${bride.profileId}`);
  await page.getByRole('link', { name: 'Send message' }).click();
  const groomBox = page.getByRole('textbox', { name: 'Message' });
  await groomBox.fill('Namaste Kavya ji, may my parents call yours?');
  await groomBox.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Namaste Kavya ji')).toBeVisible();

  // Live on the bride's page, which was not reloaded: the list and the badge.
  const brideMenu = bridePage.getByRole('navigation', { name: 'Member menu' });
  await expect(brideMenu.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
  await bridePage.getByRole('button', { name: 'Rohan Kulkarni, 1 unread' }).click();
  await expect(bridePage.getByRole('list', { name: 'Messages' }).getByText('may my parents call yours?')).toBeVisible();
  await expect(brideMenu.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(/· Read$/)).toBeVisible();

  const brideBox = bridePage.getByRole('textbox', { name: 'Message' });
  await brideBox.fill('Namaste Rohan ji. Yes, Sunday evening suits us.');
  await brideBox.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Sunday evening suits us')).toBeVisible();

  await groomBox.fill('My number is 98765 43210');
  await groomBox.press('Enter');
  const question = page.getByRole('dialog', { name: 'Before you share contact details' });
  await expect(question.getByText('Share your number only once you trust this person. Send anyway?')).toBeVisible();
  await question.getByRole('button', { name: 'Send anyway' }).click();
  await expect(bridePage.getByRole('list', { name: 'Messages' }).getByText('My number is 98765 43210')).toBeVisible();

  await groomBox.fill('Please send money for my parcel, the customs fee is due');
  await groomBox.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('the customs fee is due')).toBeVisible();
  const warning = bridePage.getByRole('alert').filter({ hasText: 'Never send money or share an OTP' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Report' }).click();
  const report = bridePage.getByRole('dialog', { name: 'Report this message' });
  await expect(report.getByLabel('Reason')).toHaveValue('asking-for-money');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(bridePage.getByText('Thank you. Our team will look into it.')).toBeVisible();

  // The admin sees the reported message with the few around it.
  const adminContext = await newVisitorContext(browser, { baseURL });
  const adminPage = await adminContext.newPage();
  await openAdminSession(adminPage);
  await adminPage.goto('/admin/reports');
  const excerpt = adminPage
    .getByRole('listitem', { name: 'Report about Rohan Kulkarni' })
    .getByRole('list', { name: 'The reported message and the ones around it' });
  await expect(excerpt.getByText('customs fee is due (reported)')).toBeVisible();
  await expect(excerpt.getByText('Sunday evening suits us')).toBeVisible();
  await adminContext.close();

  const blocked = await bridePage.request.post('/api/blocks', {
    headers: as(bride.jwt),
    data: { profileId: groom.profileId },
  });
  expect(blocked.status()).toBe(201);
  await bridePage.goto('/messages');
  await expect(bridePage.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await groomBox.fill('Hello?');
  await groomBox.press('Enter');
  await expect(page.getByText('There is no member with this profile ID.')).toBeVisible();
  await brideContext.close();
});
