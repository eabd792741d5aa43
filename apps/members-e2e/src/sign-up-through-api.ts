import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../../../tools/e2e/playwright-base';

/** Puts a session into this browser as the log-in form does (the jwt and the stored user). */
export async function openSession(page: Page, jwt: string, user: { id: number; full_name: string }) {
  await page.goto('/about');
  await page.evaluate(([token, stored]) => {
    localStorage.setItem('jwt', token);
    localStorage.setItem('user', stored);
  }, [jwt, JSON.stringify({ id: user.id, full_name: user.full_name })] as const);
}

/** Signs a new member up through the API (as the site's form does) and opens a session in this browser. */
export async function signUpThroughApi(page: Page, overrides: Record<string, string> = {}) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `member.${n}@example.in`;
  const mobile = `8${n}`;
  const response = await page.request.post('/api/auth/local/register', {
    data: {
      profileFor: 'son', fullName: 'Rohan Kulkarni', gender: 'male', dateOfBirth: '1993-06-21', religion: 'hindu',
      motherTongue: 'marathi', email, mobile, password: 'monsoon-evening-42', acceptTerms: true, ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  const { jwt, user } = await response.json();
  await openSession(page, jwt, user);
  return { email, mobile: `+91${mobile}`, jwt, password: 'monsoon-evening-42', profileId: user.profile_id as string, fullName: user.full_name as string };
}

/** A surname of letters no other test uses, so a search finds only this test's members. */
export function uniqueSurname(): string {
  return `Zz${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
}

let adminLogin: Promise<{ jwt: string; user: { id: number; full_name: string } }> | null = null;

/**
 * The demo data's admin (its credentials are written next to the e2e database), logged in once per test worker: log
 * in allows five attempts per account in five minutes, as it does for every member.
 */
function logInAdmin(page: Page) {
  const { admin } = JSON.parse(readFileSync(path.join(e2eDataDir('members-e2e'), 'demo-credentials.json'), 'utf8'));
  adminLogin ??= page.request.post('/api/auth/local', { data: { identifier: admin.email, password: admin.password } }).then(async (response) => {
    expect(response.status()).toBe(200);
    return response.json();
  });
  return adminLogin;
}

/** Opens the demo admin's session in this browser. */
export async function openAdminSession(page: Page) {
  const login = await logInAdmin(page);
  await openSession(page, login.jwt, login.user);
}

/** The newest message to `to` whose subject matches, as the demo outbox shows it to admins (demo mode sends nothing). */
export async function outboxMessage(page: Page, to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const { jwt } = await logInAdmin(page);
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const messages: { to: string; subject: string; text: string }[] = await (await page.request.get('/api/admin/outbox', { headers: { authorization: `Bearer ${jwt}` } })).json();
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
