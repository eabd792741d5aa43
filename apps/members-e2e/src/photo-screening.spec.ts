import { expect, facePhoto, newVisitorContext, test } from '@matri/tools/e2e';
import { openAdminSession, signUpMemberThroughApi, signUpThroughApi } from './sign-up-through-api';

test('a copy of another member’s photo waits for an admin, who rejects it with a reason; the member is told', async ({
  page,
  browser,
}) => {
  // Another member's photo, stored first and screened.
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const original = await signUpMemberThroughApi(page, {
    profileFor: 'self',
    fullName: 'Kavya Deshmukh',
    gender: 'female',
    dateOfBirth: '1995-02-11',
    religion: 'hindu',
    motherTongue: 'marathi',
    email: `kavya.${n}@example.in`,
    mobile: `9${n}`,
  });
  const auth = { Authorization: `Bearer ${original.jwt}` };
  const picture = await facePhoto('woman');
  expect(
    (
      await page.request.post('/api/users/me/photos', {
        headers: auth,
        multipart: { photo: { name: 'kavya.jpg', mimeType: 'image/jpeg', buffer: picture } },
      })
    ).status(),
  ).toBe(201);
  // The first photo a server screens waits for the models to load.
  await expect
    .poll(async () => (await (await page.request.get('/api/users/me/photos', { headers: auth })).json())[0].screening, {
      timeout: 90_000,
    })
    .toBe('passed');

  // A new member uploads the same picture, mirrored and made smaller, on their dashboard.
  const copier = await signUpThroughApi(page, { fullName: 'Priya Joshi', gender: 'female', profileFor: 'self' });
  const { default: sharp } = await import('sharp');
  const copy = await sharp(picture).flop().resize(480).jpeg({ quality: 70 }).toBuffer();
  await page.goto('/dashboard');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: copy });
  await expect(page.getByRole('img', { name: 'Your photo 1 (primary)' })).toBeVisible();
  await expect(page.getByText('Waiting for our team', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/It looks like a photo on another profile/)).toBeVisible();

  // The admin sees both profiles side by side and rejects it with a reason from the list.
  const admin = await (await newVisitorContext(browser)).newPage();
  await openAdminSession(admin);
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: 'Photo desk', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Photo desk', level: 1 })).toBeVisible();
  await expect(admin.getByText(/Keys: a approve · r reject with the reason shown · j next · k previous/)).toBeVisible();
  const held = admin.getByRole('listitem', { name: `Photo of ${copier.fullName}` });
  await expect(held.getByText('Like another member’s photo')).toBeVisible();
  await expect(held.getByRole('img', { name: `The photo of ${copier.fullName} to decide` })).toBeVisible();
  await expect(held.getByRole('img', { name: 'The photo of Kavya Deshmukh it looks like' })).toBeVisible();
  await expect(held.getByLabel('Reason the member is told')).toHaveValue('not-yours');
  await held.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('Photo rejected.')).toBeVisible();
  await expect(held).toBeHidden();
  await admin.close();

  // The member is told, and the photo says why it is not shown.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(
    page.getByRole('button', { name: 'Our team could not approve your photo. See why and add another.' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Not shown to others', { exact: true })).toBeVisible();
  await expect(page.getByText(/Our team found it is someone else’s photo/)).toBeVisible();
});
