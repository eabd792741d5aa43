import { expect, type APIRequestContext } from '@playwright/test';
import { normaliseIndianMobile, type AuthAnswer } from '@matri/contracts';
import { logInDemoAdmin, outboxMessage } from './demo-admin';

/** The code of the newest text to a mobile number, as demo mode's outbox shows it to admins (demo mode sends no SMS). */
export async function signUpCodeFromOutbox(
  page: { request: APIRequestContext },
  project: string,
  mobile: string,
): Promise<string> {
  const to = normaliseIndianMobile(mobile) ?? mobile;
  const code = /^(\d{6}) /.exec((await outboxMessage(page, project, to, /^Text message$/)).text)?.[1];
  if (!code) throw new Error(`The newest text to ${to} carries no code`);
  return code;
}

/**
 * The code of the newest text to a mobile number whose words match `about` (a password reset, a new number), waited
 * for while the API sends it: the number's sign-up code is in the outbox already.
 */
export async function smsCodeFromOutbox(
  page: { request: APIRequestContext },
  project: string,
  mobile: string,
  about: RegExp,
): Promise<string> {
  const to = normaliseIndianMobile(mobile) ?? mobile;
  const { jwt } = await logInDemoAdmin(page, project);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages: { to: string; subject: string; text: string }[] = await (
        await page.request.get('/api/admin/outbox', { headers: { authorization: `Bearer ${jwt}` } })
      ).json();
      const text = messages.find((message) => message.to === to && about.test(message.text))?.text;
      code = text ? /^(\d{6}) /.exec(text)?.[1] : undefined;
      return code !== undefined;
    })
    .toBe(true);
  return code as string;
}

/**
 * Signs up through the API as the sign-up page does: the form, then the code the mobile got by SMS; `headers` for a
 * visitor of its own (newVisitorHeaders).
 */
export async function signUpWithSmsCode(
  page: { request: APIRequestContext },
  project: string,
  form: Record<string, unknown> & { mobile: string },
  headers: Record<string, string> = {},
): Promise<AuthAnswer> {
  const started = await page.request.post('/api/auth/local/register', { data: form, headers });
  expect(started.status()).toBe(202);
  const { pendingId } = await started.json();
  const code = await signUpCodeFromOutbox(page, project, form.mobile);
  const finished = await page.request.post('/api/auth/local/register/confirm', {
    data: { pendingId, code },
    headers,
  });
  expect(finished.status()).toBe(201);
  return finished.json();
}
