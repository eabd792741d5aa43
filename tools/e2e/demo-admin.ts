import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eDataDir } from './playwright-base';

export interface AdminLogin {
  jwt: string;
  user: { id: number; full_name: string };
}

const logins = new Map<string, Promise<AdminLogin>>();

/**
 * The demo data's admin of an e2e project's server (its credentials are written next to the e2e database), logged in
 * once per test worker: log in allows five attempts per account in five minutes, as it does for every member.
 */
export function logInDemoAdmin(page: { request: APIRequestContext }, project: string): Promise<AdminLogin> {
  const existing = logins.get(project);
  if (existing) return existing;
  const { admin } = JSON.parse(readFileSync(path.join(e2eDataDir(project), 'demo-credentials.json'), 'utf8'));
  const login = page.request
    .post('/api/auth/local', { data: { identifier: admin.email, password: admin.password } })
    .then(async (response) => {
      expect(response.status()).toBe(200);
      return (await response.json()) as AdminLogin;
    });
  logins.set(project, login);
  return login;
}

/**
 * The newest message to `to` whose subject matches, as demo mode's outbox shows it to admins (demo mode sends no mail
 * or SMS), waited for while the API sends it.
 */
export async function outboxMessage(
  page: { request: APIRequestContext },
  project: string,
  to: string,
  subject: RegExp,
): Promise<{ subject: string; text: string }> {
  const { jwt } = await logInDemoAdmin(page, project);
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const messages: { to: string; subject: string; text: string }[] = await (
        await page.request.get('/api/admin/outbox', { headers: { authorization: `Bearer ${jwt}` } })
      ).json();
      found = messages.find((message) => message.to === to && subject.test(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as { subject: string; text: string };
}

/** The first link of a message (a confirmation, a reset). */
export function linkIn(message: { text: string }): string {
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  if (!link) throw new Error(`No link in "${message.text}"`);
  return link;
}
