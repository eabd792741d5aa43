import type { Page } from '@playwright/test';
import { expect, facePhoto, newVisitorContext, test } from '@matri/tools/e2e';
import { linkIn, openAdminSession, outboxMessage, signUpCode, signUpThroughApi } from './sign-up-through-api';

/** Opens a section's form, lets `fill` set fields, saves, and waits for the dialog to close. */
async function editSection(page: Page, name: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs up through the site's form, as a parent registering a son would; lands on the dashboard. */
async function signUpThroughForm(page: Page) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `rohan.${n}@example.in`;
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  await page.getByLabel(/This profile is for/).selectOption('son');
  await page.getByLabel(/Full name/).fill('Rohan Kulkarni');
  await page.getByLabel(/Date of birth/).fill('1993-06-21');
  await page.getByLabel(/^Religion/).selectOption('hindu');
  await page.getByLabel(/Mother tongue/).selectOption('marathi');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/Mobile number/).fill(`8${n}`);
  await page.getByLabel(/^Password/).fill('monsoon-evening-42');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const code = page.getByRole('textbox', { name: 'Code from the SMS' });
  await expect(code).toBeVisible();
  await code.fill(await signUpCode(page, `8${n}`));
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
  await expect(page).toHaveURL('/dashboard');
  return { email };
}

test('a new member builds a complete profile from the dashboard, photo included', async ({ page }) => {
  // Eight sections and a photo whose screening may be a fresh server's first (its models load then): on two busy
  // cores that passed the two minutes every test gets, so this one's bound for a hang is three times as long.
  test.slow();
  const { email } = await signUpThroughForm(page);
  await expect(page.getByText(/Profile ID [A-Z]{2}\d{6} · Male · /)).toBeVisible();
  await expect(page.getByText('Profile 0% complete')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles({ name: 'rohan.jpg', mimeType: 'image/jpeg', buffer: await facePhoto('man') });
  await expect(page.getByRole('img', { name: 'Your photo 1 (primary)' })).toBeVisible();
  // The top bar asks for the photo again once it changed, and once its screening passed it (the first photo a server
  // screens waits for the models to load): then it has its public address.
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /\/uploads\/photos\/[0-9a-f]{32}\.webp$/,
    { timeout: 90_000 },
  );

  await editSection(page, 'basic details', async (d) => {
    await d.getByRole('combobox', { name: 'Marital status' }).selectOption('never-married');
    await d.getByRole('combobox', { name: 'Height' }).selectOption({ label: '5′ 10″ (178 cm)' });
  });
  await editSection(page, 'religion and community', async (d) => {
    await d.getByRole('combobox', { name: 'Community' }).selectOption('maratha');
  });
  await editSection(page, 'education and career', async (d) => {
    await d.getByRole('combobox', { name: 'Highest education' }).selectOption('masters');
    await d.getByRole('combobox', { name: 'Profession' }).selectOption('engineer');
    await d.getByRole('combobox', { name: 'Annual income' }).selectOption('10-to-15-lakh');
  });
  await editSection(page, 'location', async (d) => {
    await d.getByRole('combobox', { name: 'State' }).selectOption('maharashtra');
    await d.getByRole('textbox', { name: 'City' }).fill('Pune');
  });
  await editSection(page, 'family', async (d) => {
    await d.getByRole('textbox', { name: "Father's occupation" }).fill('Retired bank manager');
    await d.getByRole('combobox', { name: 'Family type' }).selectOption('joint');
  });
  await editSection(page, 'lifestyle', async (d) => {
    await d.getByRole('combobox', { name: 'Diet' }).selectOption('vegetarian');
    await d.getByRole('combobox', { name: 'Smoking' }).selectOption('no');
    await d.getByRole('combobox', { name: 'Drinking' }).selectOption('occasionally');
  });
  await editSection(page, 'about me', async (d) => {
    await d
      .getByRole('textbox', { name: 'About me' })
      .fill('I design bridges for a living and spend weekends trekking in the Sahyadris with friends.');
  });
  await page.getByRole('button', { name: 'Edit partner preferences' }).click();
  const preferences = page.getByRole('dialog', { name: 'Edit partner preferences' });
  await preferences.getByRole('combobox', { name: 'Age from' }).selectOption('25');
  await preferences.getByRole('combobox', { name: 'Age to' }).selectOption('30');
  await preferences.getByRole('button', { name: 'Save' }).click();
  await expect(preferences).toBeHidden();
  await expect(page.getByText('Still to add: a verified e-mail address.')).toBeVisible();

  const link = linkIn(await outboxMessage(page, email, /Confirm your e-mail/));
  expect(link).toMatch(/email-confirmation\?confirmation=/);
  await page.goto(link);
  await expect(page).toHaveURL('/dashboard?emailConfirmation=confirmed');
  await expect(page.getByText('Profile 100% complete')).toBeVisible();
  await expect(page.getByText('Your profile is complete.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Location' })).toContainText('Pune');
});

test('a wrong value is named on its field and nothing is saved', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Edit about me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit about me' });
  await dialog.getByRole('textbox', { name: 'About me' }).fill('Hello');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Write at least 30 characters, so families get a feel for the person')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'About me' })).toContainText('Not added');
});

test('a tap outside an edit dialog asks before what was typed is thrown away', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Edit about me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit about me' });
  const about = 'We are a family of teachers from Nagpur; our son loves music and cooking.';
  await dialog.getByRole('textbox', { name: 'About me' }).fill(about);
  // The dimmed page around the dialog, as a thumb finds it on a phone.
  await page.mouse.click(5, 5);
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'About me' })).toHaveValue(about);

  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'About me' })).toContainText('Not added');
});

test('photo privacy and the public footer opt-in are saved at once and kept', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.getByRole('combobox', { name: 'Who sees my photos' }).selectOption('accepted');
  await expect(page.getByText('Privacy saved.')).toBeVisible();
  await photos.getByRole('checkbox', { name: /Show my first name/ }).check();
  await expect(photos.getByRole('checkbox', { name: /Show my first name/ })).toBeEnabled();
  await page.reload();
  await expect(photos.getByRole('combobox', { name: 'Who sees my photos' })).toHaveValue('accepted');
  await expect(photos.getByRole('checkbox', { name: /Show my first name/ })).toBeChecked();
  const recent = await (await page.request.get('/api/members/recent')).json();
  expect(recent.map((m: { firstName: string }) => m.firstName)).toContain('Rohan');
});

test('a family signs up with the code sent by SMS, which an admin reads in demo mode’s outbox', async ({
  page,
  browser,
}) => {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const mobile = `+918${n}`;
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  await page.getByLabel(/This profile is for/).selectOption('son');
  await page.getByLabel(/Full name/).fill('Rohan Kulkarni');
  await page.getByLabel(/Date of birth/).fill('1993-06-21');
  await page.getByLabel(/^Religion/).selectOption('hindu');
  await page.getByLabel(/Mother tongue/).selectOption('marathi');
  await page.getByLabel(/^E-mail/).fill(`rohan.${n}@example.in`);
  await page.getByLabel(/Mobile number/).fill(`8${n}`);
  await page.getByLabel(/^Password/).fill('monsoon-evening-42');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const code = page.getByRole('textbox', { name: 'Code from the SMS' });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send the code again/ })).toBeVisible();

  // Demo mode sends no SMS: the code waits in the outbox, which an admin reads from the admin's side menu.
  const admin = await (await newVisitorContext(browser)).newPage();
  await openAdminSession(admin);
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: 'Outbox (demo)', exact: true }).click();
  const sms = admin
    .getByRole('article', { name: 'Text message' })
    .filter({ hasText: `To ${mobile}` })
    .first();
  const sent = /(\d{6}) is your/.exec((await sms.textContent()) ?? '')?.[1] ?? '';
  await admin.close();

  await code.fill(sent);
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
  await expect(page).toHaveURL('/dashboard');
  // The code proved the number: nothing is left to verify.
  await expect(page.getByText('Mobile verified')).toBeVisible();
});

test('a member reorders and crops photos', async ({ page }) => {
  const member = await signUpThroughApi(page);
  const auth = { Authorization: `Bearer ${member.jwt}` };
  const ids: number[] = [];
  for (const colour of ['#1d4ed8', '#15803d', '#b91c1c']) {
    const { default: sharp } = await import('sharp');
    const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const response = await page.request.post('/api/users/me/photos', {
      headers: auth,
      multipart: { photo: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
    });
    ids.push((await response.json()).id);
  }
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await expect(page.getByText('Photo order saved.')).toBeVisible();
  const order = await (await page.request.get('/api/users/me/photos', { headers: auth })).json();
  expect(order.map((p: { id: number }) => p.id)).toEqual([ids[0], ids[2], ids[1]]);

  await page.getByRole('button', { name: 'Crop photo 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crop photo' });
  await dialog.getByRole('slider', { name: 'Size' }).focus();
  for (let i = 0; i < 25; i += 1) await page.keyboard.press('ArrowLeft');
  await dialog.getByRole('button', { name: 'Save crop' }).click();
  await expect(page.getByText('Photo cropped.')).toBeVisible();
  const cropped = (await (await page.request.get('/api/users/me/photos', { headers: auth })).json())[0];
  expect(cropped.id).toBe(ids[0]);
  expect(cropped.width).toBe(cropped.height);
  expect(cropped.width).toBeLessThan(600);
});
