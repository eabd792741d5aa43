import type { Browser, Page } from '@playwright/test';
import { expect, newVisitorContext, test } from '@matri/tools/e2e';
import { openAdminSession, signUpThroughApi, uniqueSurname } from './sign-up-through-api';

async function newMember(browser: Browser, overrides: Record<string, string>) {
  const page = await (await newVisitorContext(browser)).newPage();
  return { page, ...(await signUpThroughApi(page, overrides)) };
}

async function searchByName(page: Page, name: string) {
  await page.goto('/search');
  await page.getByLabel('Name or profile ID').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
}

test('two members find each other, connect, and see each other’s contact details', async ({ browser }) => {
  const surname = uniqueSurname();
  const groom = await newMember(browser, { fullName: `Rohan ${surname}` });
  const bride = await newMember(browser, {
    fullName: `Ishita ${surname}`,
    gender: 'female',
    profileFor: 'daughter',
    dateOfBirth: '1996-02-10',
  });

  await searchByName(groom.page, surname);
  const card = groom.page.getByRole('listitem', { name: `Ishita ${surname}` });
  await expect(card.getByText(`${bride.profileId}`)).toBeVisible();
  await card.getByRole('button', { name: 'Send interest' }).click();
  await groom.page.getByLabel('Message (optional)').fill('Our families would like to talk.');
  await groom.page.getByRole('dialog').getByRole('button', { name: 'Send interest' }).click();
  await expect(groom.page.getByText(`Interest sent to Ishita ${surname}.`)).toBeVisible();
  await expect(card.getByText('Interest sent')).toBeVisible();

  await bride.page.goto('/dashboard');
  await bride.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await bride.page.getByRole('button', { name: `Rohan ${surname} sent you an interest` }).click();
  await expect(bride.page).toHaveURL('/request');
  await bride.page.getByRole('button', { name: `Accept the interest of Rohan ${surname}` }).click();
  await expect(bride.page.getByText('Interest accepted.')).toBeVisible();

  await bride.page.goto(`/profiledetails?id=${groom.profileId}`);
  const contact = bride.page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByRole('link', { name: groom.email })).toBeVisible();

  await groom.page.goto('/request?tab=accepted');
  await expect(groom.page.getByRole('link', { name: bride.email })).toBeVisible();
});

test('a dialog whose code is lost on the way says so in its place, and a reload brings it', async ({ browser }) => {
  const surname = uniqueSurname();
  const groom = await newMember(browser, { fullName: `Arjun ${surname}` });
  await newMember(browser, { fullName: `Kavya ${surname}`, gender: 'female', dateOfBirth: '1997-03-12' });
  let requests = 0;
  await groom.page.route(/\/send-interest-dialog-[^/]*\.js$/, (route) => {
    requests += 1;
    return requests === 1 ? route.abort('connectionreset') : route.continue();
  });

  await searchByName(groom.page, surname);
  const card = () => groom.page.getByRole('listitem', { name: `Kavya ${surname}` });
  await card().getByRole('button', { name: 'Send interest' }).click();
  const failure = card().getByRole('alert');
  await expect(failure).toContainText('This part of the page did not come through.');
  // The page around it stays usable.
  await expect(groom.page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();

  await failure.getByRole('button', { name: 'Reload the page' }).click();
  await card().getByRole('button', { name: 'Send interest' }).click();
  await expect(groom.page.getByLabel('Message (optional)')).toBeVisible();
  expect(requests).toBe(2);
});

test('a block takes the blocker out of the other member’s results until unblocked on /setting', async ({ browser }) => {
  const surname = uniqueSurname();
  const groom = await newMember(browser, { fullName: `Kabir ${surname}` });
  const bride = await newMember(browser, { fullName: `Meera ${surname}`, gender: 'female', dateOfBirth: '1997-09-01' });

  await searchByName(groom.page, surname);
  await expect(groom.page.getByRole('listitem', { name: `Meera ${surname}` })).toBeVisible();

  await bride.page.goto(`/profiledetails?id=${groom.profileId}`);
  await bride.page.getByRole('button', { name: 'Block' }).click();
  await bride.page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(bride.page).toHaveURL('/search');

  await groom.page.reload();
  await expect(groom.page.getByText('Nobody fits all these filters')).toBeVisible();

  await bride.page.goto('/setting');
  await bride.page.getByRole('button', { name: `Unblock Kabir ${surname}` }).click();
  await expect(bride.page.getByText(`Kabir ${surname} is unblocked.`)).toBeVisible();
  await groom.page.reload();
  await expect(groom.page.getByRole('listitem', { name: `Meera ${surname}` })).toBeVisible();
});

test('a report reaches the admins’ queue and a suspension removes the member', async ({ browser }) => {
  const surname = uniqueSurname();
  const reporter = await newMember(browser, { fullName: `Dev ${surname}` });
  const reported = await newMember(browser, {
    fullName: `Sana ${surname}`,
    gender: 'female',
    dateOfBirth: '1995-05-05',
  });

  await reporter.page.goto(`/profiledetails?id=${reported.profileId}`);
  await reporter.page.getByRole('button', { name: 'Report' }).click();
  await reporter.page.getByLabel('Reason').selectOption({ label: 'Asking for money' });
  await reporter.page.getByLabel('Details (optional)').fill('Asked for a loan in the first message.');
  await reporter.page.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByText('Thank you. Our team will look into it.')).toBeVisible();

  const adminPage = await (await newVisitorContext(browser)).newPage();
  await openAdminSession(adminPage);
  await adminPage.goto('/dashboard');
  await adminPage.getByRole('link', { name: 'Reports queue', exact: true }).click();
  const report = adminPage.getByRole('listitem', { name: `Report about Sana ${surname}` });
  await expect(report.getByText('Asked for a loan in the first message.')).toBeVisible();
  await report.getByRole('button', { name: `Suspend Sana ${surname}` }).click();
  await expect(report.getByLabel('Reason they are told')).toHaveValue('asking-for-money');
  await report.getByLabel('Reason they are told').selectOption({ label: 'Fake profile or false details' });
  await report.getByRole('button', { name: 'Yes, suspend' }).click();
  await expect(adminPage.getByText(`Sana ${surname} is suspended.`)).toBeVisible();

  await searchByName(reporter.page, surname);
  await expect(reporter.page.getByText('Nobody fits all these filters')).toBeVisible();
  // The reporter learns the outcome, in general terms.
  await reporter.page.goto('/dashboard');
  await reporter.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(
    reporter.page.getByRole('button', {
      name: 'We reviewed your report and took action on the account you reported. Thank you for telling us.',
    }),
  ).toBeVisible();

  // The suspended member is told why and where to appeal when they try to log in.
  await reported.page.goto('/dashboard');
  await expect(reported.page).toHaveURL(/\/login/);
  await reported.page.getByLabel(/E-mail or mobile number/).fill(reported.email);
  await reported.page.getByLabel(/^Password/).fill(reported.password);
  await reported.page.getByRole('button', { name: 'Log In' }).click();
  await expect(
    reported.page.getByText(
      /This account is suspended for false or fake profile details\. If you think this is a mistake, write to \S+@\S+ from this account's e-mail address to appeal\./,
    ),
  ).toBeVisible();
});
