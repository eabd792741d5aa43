import type { Page } from '@playwright/test';
import {
  linkIn,
  logInDemoAdmin,
  outboxMessage as outboxMessageOf,
  signUpCodeFromOutbox,
  signUpWithSmsCode,
} from '@matri/tools/e2e';

/** Puts a session into this browser as the log-in form does (the jwt and the stored user). */
export async function openSession(page: Page, jwt: string, user: { id: number; full_name: string }) {
  await page.goto('/about');
  await page.evaluate(
    ([token, stored]) => {
      localStorage.setItem('jwt', token);
      localStorage.setItem('user', stored);
    },
    [jwt, JSON.stringify({ id: user.id, full_name: user.full_name })] as const,
  );
}

/**
 * Signs a member up through the API as the site's form does (the form, then the SMS code), without a session. The
 * member then hears from anyone, as members widen it on /setting, so journeys between new members (who verified no
 * ID) reach each other; `keepsNewAudiences` leaves the verified-ID audiences a new profile starts with.
 */
export async function signUpMemberThroughApi(
  page: { request: Page['request'] },
  form: Record<string, string> & { mobile: string },
  headers: Record<string, string> = {},
  { keepsNewAudiences = false }: { keepsNewAudiences?: boolean } = {},
) {
  const answer = await signUpWithSmsCode(
    page,
    'members-e2e',
    { password: 'monsoon-evening-42', acceptTerms: true, ...form },
    headers,
  );
  if (!keepsNewAudiences) {
    const widened = await page.request.patch('/api/users/me/privacy', {
      data: { interestAudience: 'anyone', messageAudience: 'anyone' },
      headers: { ...headers, authorization: `Bearer ${answer.jwt}` },
    });
    if (!widened.ok()) throw new Error(`Audiences not widened: ${await widened.text()}`);
  }
  return answer;
}

/** Signs a new member up through the API (as the site's form does) and opens a session in this browser. */
export async function signUpThroughApi(page: Page, overrides: Record<string, string> = {}) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `member.${n}@example.in`;
  const mobile = `8${n}`;
  const { jwt, user } = await signUpMemberThroughApi(page, {
    profileFor: 'son',
    fullName: 'Rohan Kulkarni',
    gender: 'male',
    dateOfBirth: '1993-06-21',
    religion: 'hindu',
    motherTongue: 'marathi',
    email,
    mobile,
    ...overrides,
  });
  await openSession(page, jwt, user);
  return {
    id: user.id,
    email,
    mobile: `+91${mobile}`,
    jwt,
    password: 'monsoon-evening-42',
    profileId: user.profileId as string,
    fullName: user.full_name,
  };
}

/** A surname of letters no other test uses, so a search finds only this test's members. */
export function uniqueSurname(): string {
  // Consonants a name's phonetic key keeps apart, each before a u, so no two of these surnames sound alike to search.
  return `Zz${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8).replace(/\d/g, (d) => `${'bdfgjklmpr'[Number(d)]}u`)}`;
}

/** Opens the demo admin's session in this browser. */
export async function openAdminSession(page: Page) {
  const login = await logInDemoAdmin(page, 'members-e2e');
  await openSession(page, login.jwt, login.user);
}

/** The newest message to `to` whose subject matches, in demo mode's outbox. */
export const outboxMessage = (page: Page, to: string, subject: RegExp) =>
  outboxMessageOf(page, 'members-e2e', to, subject);

/** The code of the newest text to `mobile`, in demo mode's outbox. */
export const signUpCode = (page: Page, mobile: string) => signUpCodeFromOutbox(page, 'members-e2e', mobile);

export { linkIn };
