import type { Page, Route } from '@playwright/test';
import {
  expect,
  facePhoto,
  linkIn,
  outboxMessage,
  signUpCodeFromOutbox,
  smsCodeFromOutbox,
  test,
} from '@matri/tools/e2e';

function uniqueMember() {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return { email: `meera.${n}@example.in`, mobile: `9${n}`, password: 'monsoon-evening-42', fullName: 'Meera Iyer' };
}

/** Ends the session from a public page, so no member page is left running to react to it. */
async function forgetSession(page: Page) {
  await page.goto('/about');
  await page.evaluate(() => localStorage.clear());
}

async function fillSignUpForm(page: Page, member: ReturnType<typeof uniqueMember>) {
  await page.getByLabel(/This profile is for/).selectOption('self');
  await page.getByLabel(/Full name/).fill(member.fullName);
  await page.getByLabel(/^Gender/).selectOption('female');
  await page.getByLabel(/Date of birth/).fill('1995-08-15');
  await page.getByLabel(/^Religion/).selectOption('hindu');
  await page.getByLabel(/Mother tongue/).selectOption('tamil');
  await page.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel(/Mobile number/).fill(member.mobile);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('checkbox').check();
}

/** The sign-up's second step: the code the mobile got, read from demo mode's outbox (which admins read). */
async function enterSignUpCode(page: Page, member: ReturnType<typeof uniqueMember>) {
  const code = page.getByRole('textbox', { name: 'Code from the SMS' });
  await expect(code).toBeVisible();
  await code.fill(await signUpCodeFromOutbox(page, 'site-e2e', member.mobile));
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
}

async function signUp(page: Page, member: ReturnType<typeof uniqueMember>) {
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  await fillSignUpForm(page, member);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await enterSignUpCode(page, member);
}

/** Follows the confirmation link of the sign-up e-mail, kept in demo mode's outbox (which admins read). */
async function confirmEmailFromOutbox(page: Page, member: ReturnType<typeof uniqueMember>) {
  const link = linkIn(await outboxMessage(page, 'site-e2e', member.email, /Confirm your e-mail/));
  expect(link).toMatch(/email-confirmation\?confirmation=/);
  await page.goto(link);
  await expect(page).toHaveURL('/dashboard?emailConfirmation=confirmed');
}

test('a visitor signs up, lands on the dashboard, and the header shows their name', async ({ page }) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: member.fullName, expanded: false })).toBeVisible();
});

test('answers given on the sign-up page before its code has loaded are kept and sent', async ({ page }) => {
  // On a slow phone the served form is there seconds before its code: holding the code back until the visitor has
  // filled the form in makes every answer an early one.
  const held: Route[] = [];
  let isHolding = true;
  await page.route('**/assets/*.js', (route) => (isHolding ? held.push(route) : route.continue()));
  const member = uniqueMember();
  await page.goto('/register', { waitUntil: 'commit' });
  await fillSignUpForm(page, member);
  isHolding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  await expect(page.getByLabel(/Full name/)).toHaveValue(member.fullName);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await enterSignUpCode(page, member);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/');
  await expect(page.getByRole('button', { name: member.fullName, expanded: false })).toBeVisible();
});

test('signing up again with a taken e-mail answers as a new sign-up does; only the code’s owner learns more', async ({
  page,
}) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL('/dashboard');
  await forgetSession(page);
  const again = { ...member, mobile: `8${member.mobile.slice(1)}` };
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  await fillSignUpForm(page, again);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText(`We sent a 6-digit code to +91 ${again.mobile.slice(0, 2)}•••••${again.mobile.slice(-3)}.`, {
      exact: false,
    }),
  ).toBeVisible();
  // The e-mail's owner is told, in a mail with the way back in.
  await outboxMessage(page, 'site-e2e', member.email, /Someone tried to sign up/);
  // Whoever holds the new number finishes the code step, and is told the e-mail cannot be used.
  await enterSignUpCode(page, again);
  await expect(page.getByText(/^An account could not be made with this e-mail address\./).first()).toBeVisible();
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(member.email);
  await expect(page).toHaveURL('/register');
});

test('log in with the mobile number follows next to the page the member wanted', async ({ page }) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL('/dashboard');
  await forgetSession(page);
  // The gate replaces the page at once, so only the start of this navigation is awaited.
  await page.goto('/matches', { waitUntil: 'commit' });
  await expect(page).toHaveURL('/login?next=%2Fmatches');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  await page.getByLabel(/E-mail or mobile number/).fill(`+91 ${member.mobile}`);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/matches');
  await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
});

test('a log in typed and sent before the page has loaded its code goes through once it has', async ({ page }) => {
  const member = uniqueMember();
  await signUp(page, member);
  // Leaving before the sign-up has landed would cut its last request short: the account would not exist to log in to.
  await expect(page).toHaveURL('/dashboard');
  await forgetSession(page);
  // Log in hydrates as the visitor starts on it: holding its code back until the form is sent makes it all early.
  const held: Route[] = [];
  let isHolding = true;
  await page.route('**/assets/*.js', (route) => (isHolding ? held.push(route) : route.continue()));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel(/E-mail or mobile number/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  isHolding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(page).toHaveURL('/dashboard');
});

test('a member who forgot the password follows the e-mailed link and chooses a new one', async ({ page }) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL('/dashboard');
  await forgetSession(page);

  await page.goto('/resetpassword');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  await page.getByLabel(/^E-mail/).fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  // Demo mode sends no mail: the link waits in the outbox, which admins read.
  const link = linkIn(await outboxMessage(page, 'site-e2e', member.email, /Reset your/));
  expect(link).toMatch(/resetpassword\?code=/);
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Change password' })).toBeEnabled();
  await page.getByLabel(/^New password/).fill('saffron-river-2031');
  await page.getByLabel(/Type the new password again/).fill('saffron-river-2031');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a member who forgot the password gets a code by SMS on the mobile and chooses a new one', async ({ page }) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL('/dashboard');
  await forgetSession(page);

  await page.goto('/resetpassword');
  await expect(page.getByRole('button', { name: 'Send reset link or code' })).toBeEnabled();
  await page.getByLabel(/E-mail or mobile number/).fill(member.mobile);
  await page.getByRole('button', { name: 'Send reset link or code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your SMS' })).toBeVisible();

  // Demo mode sends no SMS: the text waits in the outbox, which admins read.
  const code = await smsCodeFromOutbox(page, 'site-e2e', member.mobile, /new password/);
  await page.getByRole('textbox', { name: 'Code from the SMS' }).fill(code);
  await page.getByLabel(/^New password/).fill('saffron-river-2031');
  await page.getByLabel(/Type the new password again/).fill('saffron-river-2031');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/dashboard');

  await forgetSession(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  await page.getByLabel(/E-mail or mobile number/).fill(member.mobile);
  await page.getByLabel(/^Password/).fill('saffron-river-2031');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a new member confirms the e-mail address from the link sent at sign-up', async ({ page }) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL('/dashboard');
  await confirmEmailFromOutbox(page, member);
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/users/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('jwt')}` },
    });
    return response.json();
  });
  expect(me.confirmed).toBe(true);
});

test('the whole journey: sign up, confirm, log in, photo as avatar, sign out, and the old token is refused', async ({
  page,
}) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL('/dashboard');
  await confirmEmailFromOutbox(page, member);
  await forgetSession(page);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  await page.getByLabel(/E-mail or mobile number/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/');
  await expect(page.getByRole('button', { name: member.fullName, expanded: false })).toBeVisible();

  const jwt = (await page.evaluate(() => localStorage.getItem('jwt'))) as string;
  const auth = { Authorization: `Bearer ${jwt}` };
  const uploaded = await page.request.post('/api/users/me/photos', {
    headers: auth,
    multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await facePhoto('man') } },
  });
  expect(uploaded.status()).toBe(201);
  // The avatar is the photo at its public address once screening passed it (the first photo a server screens waits
  // for the models to load).
  const passed = async () => {
    const [photo] = await (await page.request.get('/api/users/me/photos', { headers: auth })).json();
    return photo.screening === 'passed' ? (photo.url as string) : null;
  };
  await expect.poll(passed, { timeout: 90_000 }).not.toBeNull();
  const url = (await passed()) as string;

  await page.goto('/dashboard');
  const avatar = page.getByRole('button', { name: 'Account menu' }).getByRole('img', { name: 'Your profile photo' });
  await expect(avatar).toHaveAttribute('src', url);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  expect((await page.request.get('/api/users/me', { headers: auth })).status()).toBe(401);
  expect(await (await page.request.get('/api/user', { headers: auth })).json()).toEqual({
    isLoggedIn: false,
    userinfo: null,
  });
});

test('the code step fits a 360 px screen in Hindi, every control whole on it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const member = uniqueMember();
  await page.goto('/hi/register');
  await expect(page.getByRole('button', { name: 'साइन अप' })).toBeEnabled();
  await page.getByLabel(/यह प्रोफ़ाइल किसके लिए है/).selectOption('self');
  await page.getByLabel(/पूरा नाम/).fill(member.fullName);
  await page.getByLabel(/^लिंग/).selectOption('female');
  await page.getByLabel(/जन्म तिथि/).fill('1995-08-15');
  await page.getByLabel(/^धर्म/).selectOption('hindu');
  await page.getByLabel(/मातृभाषा/).selectOption('tamil');
  await page.getByLabel(/^ई-मेल/).fill(member.email);
  await page.getByLabel(/मोबाइल नंबर/).fill(member.mobile);
  await page.getByRole('textbox', { name: /^पासवर्ड/ }).fill(member.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'साइन अप' }).click();
  const step = page.getByRole('form', { name: 'साइन अप पूरा करें' });
  await expect(step.getByRole('textbox', { name: 'SMS में आया कोड' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  for (const control of [step.getByRole('textbox'), ...(await step.getByRole('button').all())]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, `${await control.textContent()} is whole on the screen`).toBe(
      true,
    );
  }
});
