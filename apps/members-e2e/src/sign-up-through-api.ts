import { expect, type Page } from '@playwright/test';

/** Signs a new member up through the API (as the site's form does) and opens a session in this browser. */
export async function signUpThroughApi(page: Page) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const email = `rohan.${n}@example.in`;
  const response = await page.request.post('/api/auth/local/register', {
    data: {
      profileFor: 'son', fullName: 'Rohan Kulkarni', gender: 'male', dateOfBirth: '1993-06-21', religion: 'hindu',
      motherTongue: 'marathi', email, mobile: `8${n}`, password: 'monsoon-evening-42', acceptTerms: true,
    },
  });
  expect(response.status()).toBe(201);
  const { jwt, user } = await response.json();
  await page.goto('/about');
  await page.evaluate(([token, stored]) => {
    localStorage.setItem('jwt', token);
    localStorage.setItem('user', stored);
  }, [jwt, JSON.stringify({ id: user.id, full_name: user.full_name })] as const);
  return { email, jwt, password: 'monsoon-evening-42', profileId: user.profile_id as string };
}

