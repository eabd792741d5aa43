import { eq, inArray } from 'drizzle-orm';
import { RECENT_MEMBERS_LIMIT } from '@matri/contracts';
import { profiles, users } from '../../db/schema';
import { uploadPhoto } from '../../testing/upload-photo';
import { samplePhoto } from '../../testing/sample-photos';
import { createTestApp, signUpMember, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const member = (overrides: Record<string, unknown> = {}) => signUpMember(t, overrides);

async function recent() {
  const response = await t.app.inject({ method: 'GET', url: '/api/members/recent' });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    profileId: string;
    firstName: string;
    age: number;
    city: string | null;
    photoUrl: string | null;
  }[];
}

describe('GET /api/members/recent', () => {
  it('is empty while nobody opted in (the default), so the footer block stays hidden', async () => {
    await member();
    expect(await recent()).toEqual([]);
  });

  it('shows members who opted in: first name, age, city and photo only, newest first', async () => {
    const older = await member({ fullName: 'Meera Iyer', dateOfBirth: '1994-01-15' });
    const newer = await member({
      fullName: 'Arjun Singh Bedi',
      gender: 'male',
      dateOfBirth: '1992-03-02',
      religion: 'sikh',
    });
    await t.database.db
      .update(profiles)
      .set({ isShownInRecent: true, city: 'Chennai' })
      .where(eq(profiles.userId, older.id));
    await t.database.db
      .update(profiles)
      .set({ isShownInRecent: true, city: 'Ludhiana' })
      .where(eq(profiles.userId, newer.id));
    const photo = (await uploadPhoto(t, newer.auth, await samplePhoto('jpeg'))).json();

    const list = await recent();
    expect(list.slice(0, 2)).toEqual([
      {
        profileId: newer.profileId,
        firstName: 'Arjun',
        age: expect.any(Number),
        city: 'Ludhiana',
        photoUrl: photo.url,
      },
      { profileId: older.profileId, firstName: 'Meera', age: expect.any(Number), city: 'Chennai', photoUrl: null },
    ]);
    const text = JSON.stringify(list);
    for (const secret of ['Singh', 'Bedi', 'Iyer', '@', '1992', 'mobile']) expect(text).not.toContain(secret);
  });

  it('leaves out the photo of a member who hides photos, and members who are not active', async () => {
    const shy = await member({ fullName: 'Zoya Khan', religion: 'muslim', motherTongue: 'urdu' });
    const hidden = await member({ fullName: 'Hidden Person' });
    await t.database.db
      .update(profiles)
      .set({ isShownInRecent: true, photoVisibility: 'hidden' })
      .where(inArray(profiles.userId, [shy.id, hidden.id]));
    await t.database.db.update(users).set({ status: 'hidden' }).where(eq(users.id, hidden.id));
    await uploadPhoto(t, shy.auth, await samplePhoto('jpeg'));

    const list = await recent();
    expect(list.find((m) => m.profileId === shy.profileId)).toMatchObject({ firstName: 'Zoya', photoUrl: null });
    expect(list.find((m) => m.profileId === hidden.profileId)).toBeUndefined();
  });

  it(`shows at most ${RECENT_MEMBERS_LIMIT} and refuses unknown parameters`, async () => {
    const many = await Promise.all(Array.from({ length: RECENT_MEMBERS_LIMIT + 1 }, () => member()));
    await t.database.db
      .update(profiles)
      .set({ isShownInRecent: true })
      .where(
        inArray(
          profiles.userId,
          many.map((m) => m.id),
        ),
      );
    expect(await recent()).toHaveLength(RECENT_MEMBERS_LIMIT);
    const bad = await t.app.inject({ method: 'GET', url: '/api/members/recent?limit=100' });
    expect(bad.statusCode).toBe(400);
  });
});
