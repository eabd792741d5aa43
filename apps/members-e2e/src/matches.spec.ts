import type { Browser } from '@playwright/test';
import { expect, newVisitorContext, test } from '@matri/tools/e2e';
import { signUpThroughApi, uniqueSurname } from './sign-up-through-api';

async function newMember(browser: Browser, overrides: Record<string, string>) {
  const page = await (await newVisitorContext(browser)).newPage();
  return { page, ...(await signUpThroughApi(page, overrides)) };
}

test('a new member is told what would sharpen their matches, and one who differs in a preference is a close match', async ({
  browser,
}) => {
  const surname = uniqueSurname();
  const groom = await newMember(browser, { fullName: `Rohan ${surname}`, religion: 'jain', dateOfBirth: '1984-05-10' });
  await newMember(browser, {
    fullName: `Ishita ${surname}`,
    gender: 'female',
    profileFor: 'daughter',
    religion: 'jain',
    dateOfBirth: '1986-08-15',
  });

  // Sign-up sets age and religion alone: the list fits them, and the page says what else would narrow it.
  await groom.page.goto('/matches');
  const card = groom.page.getByRole('listitem', { name: `Ishita ${surname}` });
  await expect(card.getByText('Matches 2 of 2: age, religion')).toBeVisible();
  await expect(card.getByText('Close match')).toHaveCount(0);
  await expect(groom.page.getByText('Sharpen your matches')).toBeVisible();
  await expect(groom.page.getByText(/Add your preferred community, state and education/)).toBeVisible();
  await expect(groom.page.getByRole('link', { name: 'Edit partner preferences' })).toHaveAttribute(
    'href',
    '/dashboard#section-preferences',
  );

  // She has given no community, state or education: still a match on age and religion, marked close, with the reasons.
  const saved = await groom.page.request.put('/api/users/me/partner-preferences', {
    headers: { authorization: `Bearer ${groom.jwt}` },
    data: {
      ageMin: 35,
      ageMax: 44,
      religions: ['jain'],
      communities: ['jain:digambar'],
      states: ['maharashtra'],
      educationLevels: ['diploma'],
    },
  });
  expect(saved.status()).toBe(200);
  await groom.page.reload();
  await expect(card.getByText('Close match')).toBeVisible();
  await expect(card.getByText('Matches 2 of 5: age, religion; differs: community, education, state')).toBeVisible();
  await expect(groom.page.getByText('Sharpen your matches')).toHaveCount(0);
});
