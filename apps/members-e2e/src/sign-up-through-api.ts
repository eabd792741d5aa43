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
  const response = await page.request.post('/api/auth/local/register', {
    data: {
      profileFor: 'son', fullName: 'Rohan Kulkarni', gender: 'male', dateOfBirth: '1993-06-21', religion: 'hindu',
      motherTongue: 'marathi', email, mobile: `8${n}`, password: 'monsoon-evening-42', acceptTerms: true, ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  const { jwt, user } = await response.json();
  await openSession(page, jwt, user);
  return { email, jwt, password: 'monsoon-evening-42', profileId: user.profile_id as string, fullName: user.full_name as string };
}

/** A surname of letters no other test uses, so a search finds only this test's members. */
export function uniqueSurname(): string {
  return `Zz${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
}

/** Logs the demo data's admin in (its credentials are written next to the e2e database) and opens the session here. */
export async function openAdminSession(page: Page) {
  const { admin } = JSON.parse(readFileSync(path.join(e2eDataDir('members-e2e'), 'demo-credentials.json'), 'utf8'));
  const login = await (await page.request.post('/api/auth/local', { data: { identifier: admin.email, password: admin.password } })).json();
  await openSession(page, login.jwt, login.user);
}
