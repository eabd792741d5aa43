import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
 * once per run: log in allows five attempts per account in five minutes, as it does for every member, and Playwright
 * starts a new worker after every failed test, so the session is kept in the run's own data folder for all workers
 * (a worker may still log in at the same moment as another: a few logins, not one per failure).
 */
export function logInDemoAdmin(page: { request: APIRequestContext }, project: string): Promise<AdminLogin> {
  const existing = logins.get(project);
  if (existing) return existing;
  const sessionFile = path.join(e2eDataDir(project), 'demo-admin-session.json');
  const login = existsSync(sessionFile)
    ? Promise.resolve(JSON.parse(readFileSync(sessionFile, 'utf8')) as AdminLogin)
    : logInAgain(page, project, sessionFile);
  logins.set(project, login);
  return login;
}

async function logInAgain(
  page: { request: APIRequestContext },
  project: string,
  sessionFile: string,
): Promise<AdminLogin> {
  const { admin } = JSON.parse(readFileSync(path.join(e2eDataDir(project), 'demo-credentials.json'), 'utf8'));
  const response = await page.request.post('/api/auth/local', {
    data: { identifier: admin.email, password: admin.password },
  });
  expect(response.status()).toBe(200);
  const login = (await response.json()) as AdminLogin;
  writeFileSync(sessionFile, JSON.stringify(login), { mode: 0o600 });
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
