import type { APIRequestContext } from '@playwright/test';
import { expect, facePhoto, test } from '@matri/tools/e2e';
import { signUpMemberThroughApi, signUpThroughApi } from './sign-up-through-api';

/** A birth star (pada 2) shown to all members, as the Horoscope form saves it. */
async function giveStar(request: APIRequestContext, jwt: string, nakshatra: string, rashi: string) {
  const response = await request.patch('/api/users/me/profile', {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { nakshatra, nakshatraPada: 2, rashi, horoscopeVisibility: 'all' },
  });
  expect(response.status()).toBe(200);
}

test(
  'a member accepts an interest on /request and sees it under Accepted',
  { tag: '@horoscope' },
  async ({ page, request }) => {
    const receiver = await signUpThroughApi(page);
    const n = `${Date.now()}`.slice(-9);
    const sender = await signUpMemberThroughApi(
      { request },
      {
        profileFor: 'daughter',
        fullName: 'Ishita Verma',
        gender: 'female',
        dateOfBirth: '1996-02-10',
        religion: 'hindu',
        motherTongue: 'hindi',
        email: `ishita.${n}@example.in`,
        mobile: `7${n}`,
      },
    );
    const sent = await request.post('/api/interests', {
      headers: { Authorization: `Bearer ${sender.jwt}` },
      data: { profileId: receiver.profileId, message: 'Our families would like to talk.' },
    });
    expect(sent.status()).toBe(201);
    const uploaded = await request.post('/api/users/me/photos', {
      headers: { Authorization: `Bearer ${sender.jwt}` },
      multipart: { photo: { name: 'ishita.jpg', mimeType: 'image/jpeg', buffer: await facePhoto('woman') } },
    });
    expect(uploaded.status()).toBe(201);
    // Others see a photo once screening passed it (the first photo a server screens waits for the models to load).
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get('/api/users/me/photos', { headers: { Authorization: `Bearer ${sender.jwt}` } })
            ).json()
          )[0].screening,
        { timeout: 90_000 },
      )
      .toBe('passed');
    await giveStar(request, sender.jwt, 'rohini', 'vrishabha');
    await giveStar(request, receiver.jwt, 'hasta', 'kanya');

    await page.goto('/request');
    await expect(page.getByRole('tab', { name: 'Received', selected: true })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: '“Our families would like to talk.”' });
    await expect(card.getByRole('img', { name: 'Photo of Ishita Verma' })).toBeVisible();
    await expect(card.getByLabel(/^Guna Milan \d+ of 36$/)).toBeVisible();
    await page.getByRole('button', { name: 'Accept the interest of Ishita Verma' }).click();
    await expect(page.getByText('Interest accepted.')).toBeVisible();
    // The card leaves for Accepted; the next step stays on screen.
    const notice = page.getByRole('alert').filter({ hasText: 'You accepted the interest of Ishita Verma' });
    await expect(notice.getByRole('link', { name: 'Send a message to Ishita Verma' })).toHaveAttribute(
      'href',
      `/messages?with=${sender.user.profileId}`,
    );
    await page.getByRole('tab', { name: 'Accepted' }).click();
    await expect(page).toHaveURL('/request?tab=accepted');
    await expect(page.getByRole('link', { name: 'Ishita Verma', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a message to Ishita Verma' })).toHaveAttribute(
      'href',
      `/messages?with=${sender.user.profileId}`,
    );

    // Both now see each other's contact details, as each one's contact privacy (members whose interest was accepted) allows.
    const record = await (
      await request.get(`/api/users/${sender.user.id}`, { headers: { Authorization: `Bearer ${receiver.jwt}` } })
    ).json();
    expect(record.contact.email).toBe(`ishita.${n}@example.in`);

    await page.getByRole('link', { name: 'Send a message to Ishita Verma' }).click();
    await expect(page).toHaveURL(`/messages?with=${sender.user.profileId}`);
  },
);
