import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY, localisedPath, type Language, type RouteDef } from '@matri/contracts';
import { signUpWithSmsCode } from '@matri/tools/e2e';

/** A member's stored session, as the log in page leaves it. */
export interface MemberSession {
  jwt: string;
  user: string;
}

/**
 * A real member (member pages call the API, which refuses made-up tokens), signed up through the API with the code
 * demo mode's outbox kept.
 */
export async function signUpMember(request: APIRequestContext): Promise<MemberSession> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const { jwt, user } = await signUpWithSmsCode({ request }, 'site-e2e', {
    profileFor: 'self',
    fullName: 'Kavya Nair',
    gender: 'female',
    dateOfBirth: '1995-08-14',
    religion: 'hindu',
    motherTongue: 'malayalam',
    email: `kavya.${n}@example.in`,
    mobile: `9${n}`,
    password: 'monsoon-evening-42',
    acceptTerms: true,
  });
  return { jwt, user: JSON.stringify({ id: user.id, full_name: user.full_name }) };
}

/**
 * Opens a page of either app as a reader of `language` would see it: a public page at its address in that language,
 * a member page with the member's session and the language chosen on the device; `colorMode` when given.
 */
export async function openPage(
  page: Page,
  route: RouteDef,
  { language, session, colorMode }: { language: Language; session: MemberSession; colorMode?: 'light' | 'dark' },
): Promise<void> {
  // Stored before any of the page's scripts run, so the first load is already the reader's page.
  await page.addInitScript(
    ({ key, chosen, mode, member }) => {
      localStorage.setItem(key, chosen);
      if (mode) localStorage.setItem('color-mode', mode);
      if (member) {
        localStorage.setItem('jwt', member.jwt);
        localStorage.setItem('user', member.user);
      }
    },
    { key: LANGUAGE_STORAGE_KEY, chosen: language, mode: colorMode, member: route.app === 'members' ? session : null },
  );
  await page.goto(route.app === 'site' ? localisedPath(route.path, language) : route.path);
}
