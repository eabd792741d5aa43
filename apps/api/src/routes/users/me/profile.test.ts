import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../../db/schema';
import { createLocalPhotoStore } from '../../../modules/photos';
import { createTestApp, signUpMember, type TestApp } from '../../../testing/test-app';
import { samplePhoto } from '../../../testing/sample-photos';
import { uploadPhoto } from '../../../testing/upload-photo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function patch(auth: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url: '/api/users/me/profile', headers: auth, payload: payload as object });
}

describe('GET /api/users/me/profile', () => {
  it('gives the member their profile in the shape of the forms, with completeness naming what is missing', async () => {
    const me = await signUpMember(t, { fullName: 'Kavya Nair', religion: 'hindu', motherTongue: 'malayalam' });
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: me.auth });
    expect(response.statusCode).toBe(200);
    const { profile, completeness } = response.json();
    expect(profile).toMatchObject({
      profileId: me.profileId,
      fullName: 'Kavya Nair',
      gender: 'female',
      religion: 'hindu',
      country: 'in',
      isEmailVerified: false,
    });
    expect(completeness.percent).toBe(0);
    expect(completeness.missing.map((m: { key: string }) => m.key)).toContain('photo');
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/profile' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/me/profile', () => {
  it('saves a section and answers the profile with its new completeness', async () => {
    const me = await signUpMember(t);
    await uploadPhoto(t, me.auth, await samplePhoto('jpeg'));
    const response = await patch(me.auth, {
      maritalStatus: 'never-married',
      heightCm: 163,
      education: 'masters',
      educationField: 'engineering',
      profession: 'software-professional',
      employerType: 'private',
      incomeBand: '15-to-20-lakh',
      city: 'Bengaluru',
      state: 'karnataka',
    });
    expect(response.statusCode).toBe(200);
    const { profile, completeness } = response.json();
    expect(profile).toMatchObject({ heightCm: 163, profession: 'software-professional', city: 'Bengaluru' });
    expect(completeness.missing.map((m: { key: string }) => m.key)).not.toEqual(
      expect.arrayContaining(['photo', 'basic', 'career', 'location']),
    );
    const [stored] = await t.database.db.select().from(profiles).where(eq(profiles.userId, me.id));
    expect(stored).toMatchObject({ heightCm: 163, educationField: 'engineering', state: 'karnataka' });
  });

  it('clears optional fields with null or empty text', async () => {
    const me = await signUpMember(t);
    await patch(me.auth, { gotra: 'Kashyap', city: 'Nashik' });
    const response = await patch(me.auth, { gotra: '', city: null });
    expect(response.json().profile).toMatchObject({ gotra: null, city: null });
  });

  it('refuses fields a member may not set (mass assignment), changing nothing', async () => {
    const me = await signUpMember(t);
    const response = await patch(me.auth, {
      city: 'Pune',
      role: 'admin',
      status: 'active',
      gender: 'male',
      profileId: 'SV1',
      isEmailVerified: true,
      userId: 1,
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.errors.map((e: { path: string[]; message: string }) => e.message);
    expect(paths.join(' ')).toMatch(/role/);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, me.id));
    expect(user).toMatchObject({ role: 'member', isEmailVerified: false });
    expect(profile).toMatchObject({ gender: 'female', city: null, profileCode: me.profileId });
  });

  it('names each wrong value', async () => {
    const me = await signUpMember(t);
    const response = await patch(me.auth, { heightCm: 300, diet: 'pizza', fullName: 'A1' });
    expect(response.statusCode).toBe(400);
    const errors = response.json().error.details.errors as { path: string[]; message: string }[];
    expect(errors.map((e) => [e.path.join('.'), e.message])).toEqual(
      expect.arrayContaining([
        ['heightCm', 'Height must be at most 230 cm'],
        ['diet', 'Choose a diet from the list'],
      ]),
    );
  });

  it('checks the rules between fields on the profile as it would be', async () => {
    const me = await signUpMember(t, { religion: 'sikh', motherTongue: 'punjabi' });
    expect((await patch(me.auth, { community: 'ramgarhia' })).statusCode).toBe(200);
    const religionOnly = await patch(me.auth, { religion: 'christian' });
    expect(religionOnly.statusCode).toBe(400);
    expect(religionOnly.json().error).toMatchObject({
      message: 'Choose a community of the chosen religion',
      details: { errors: [{ path: ['community'] }] },
    });
    expect((await patch(me.auth, { religion: 'christian', community: 'syro-malabar' })).statusCode).toBe(200);
    const abroad = await patch(me.auth, { country: 'ca', state: 'punjab' });
    expect(abroad.json().error.details.errors).toEqual([
      { path: ['state'], message: 'States are listed for India only; leave it empty and name the city' },
    ]);
    expect(
      (await patch(me.auth, { country: 'ca', state: null, residencyStatus: 'permanent-resident', city: 'Brampton' }))
        .statusCode,
    ).toBe(200);
  });

  it("changes only the member's own profile", async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    await patch(a.auth, { city: 'Indore' });
    const [other] = await t.database.db.select().from(profiles).where(eq(profiles.userId, b.id));
    expect(other.city).toBeNull();
  });

  it('answers 400 for malformed JSON and 401 without a login', async () => {
    const me = await signUpMember(t);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/profile',
      headers: { ...me.auth, 'content-type': 'application/json' },
      payload: '{"city": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await patch({}, { city: 'Pune' })).statusCode).toBe(401);
  });
});

describe('partner preferences', () => {
  it('start from sign-up defaults, then hold what the member saves; completeness counts them once saved', async () => {
    const me = await signUpMember(t, { religion: 'muslim', motherTongue: 'urdu' });
    const initial = (
      await t.app.inject({ method: 'GET', url: '/api/users/me/partner-preferences', headers: me.auth })
    ).json();
    expect(initial).toMatchObject({ religions: ['muslim'], isSetByMember: false, diets: [] });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/partner-preferences',
      headers: me.auth,
      payload: {
        ageMin: 27,
        ageMax: 33,
        religions: ['muslim'],
        communities: ['muslim:syed', 'muslim:shia'],
        countries: ['in', 'ae'],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ageMin: 27,
      ageMax: 33,
      communities: ['muslim:syed', 'muslim:shia'],
      heightMinCm: null,
      isSetByMember: true,
    });

    const { completeness } = (
      await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: me.auth })
    ).json();
    expect(completeness.missing.map((m: { key: string }) => m.key)).not.toContain('preferences');
  });

  it('names a range the wrong way round and refuses unknown fields', async () => {
    const me = await signUpMember(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/partner-preferences',
      headers: me.auth,
      payload: { ageMin: 40, ageMax: 30 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.errors).toEqual([
      { path: ['ageMax'], message: 'The highest age must not be below the lowest' },
    ]);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/partner-preferences',
      headers: me.auth,
      payload: { caste: ['x'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/users/me/partner-preferences', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/users/me/privacy', () => {
  it('hides the photos from other members at once, and shows the member in the footer only when asked', async () => {
    const owner = await signUpMember(t, { fullName: 'Sana Shaikh', religion: 'muslim', motherTongue: 'urdu' });
    const viewer = await signUpMember(t);
    await uploadPhoto(t, owner.auth, await samplePhoto('jpeg'));
    const seen = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}?populate=*`, headers: viewer.auth })).json()
        .user_profile.profile_photo;
    expect(await seen()).toMatchObject({ isBlurred: false });

    const hidden = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: owner.auth,
      payload: { photoVisibility: 'hidden' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().profile.photoVisibility).toBe('hidden');
    expect(await seen()).toMatchObject({ isBlurred: true });

    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: owner.auth,
      payload: { isShownInRecent: true },
    });
    const recent = (await t.app.inject({ method: 'GET', url: '/api/members/recent' })).json();
    expect(recent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ profileId: owner.profileId, firstName: 'Sana', photoUrl: null }),
      ]),
    );
  });

  it('narrows who sees the photos when a photo file is missing from the store, and no old address keeps working', async () => {
    const owner = await signUpMember(t);
    const lost = (await uploadPhoto(t, owner.auth, await samplePhoto('jpeg'))).json();
    const kept = (await uploadPhoto(t, owner.auth, await samplePhoto('webp'))).json();
    const nameIn = (url: string) => new URL(url, 'http://api').pathname.split('/').pop();
    // Its row stays while the file is gone: a lost disk, or a write that never finished.
    rmSync(path.join(t.uploadsDir, 'photos', nameIn(lost.url) as string));

    const narrowed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: owner.auth,
      payload: { photoVisibility: 'accepted' },
    });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().profile.photoVisibility).toBe('accepted');
    for (const { url } of [lost, kept]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const own: { id: number; url: string }[] = (
      await t.app.inject({ method: 'GET', url: '/api/users/me/photos', headers: owner.auth })
    ).json();
    const ownUrl = (id: number) => own.find((photo) => photo.id === id)?.url as string;
    expect(nameIn(ownUrl(lost.id))).not.toBe(nameIn(lost.url));
    expect(nameIn(ownUrl(kept.id))).not.toBe(nameIn(kept.url));
    // The photo that had its file is served under its new name; the lost one stays missing, as it was before.
    expect((await t.app.inject({ method: 'GET', url: ownUrl(kept.id) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: ownUrl(lost.id) })).statusCode).toBe(404);
  });

  it('names a wrong choice and refuses other fields', async () => {
    const me = await signUpMember(t);
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: me.auth,
      payload: { photoVisibility: 'friends' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Choose who sees your photos from the list');
    const other = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/privacy',
      headers: me.auth,
      payload: { role: 'admin' },
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('PATCH /api/users/me/privacy while the photo store fails', () => {
  const uploads = mkdtempSync(path.join(tmpdir(), 'api-failing-store-'));
  const local = createLocalPhotoStore(uploads);
  let isFailing = false;
  let f: TestApp;
  beforeAll(async () => {
    f = await createTestApp(
      {},
      {
        photoStore: {
          ...local,
          copy: async (fileName) => {
            if (isFailing) throw new Error('the photo store cannot be reached');
            return local.copy(fileName);
          },
        },
      },
    );
  });
  afterAll(async () => {
    await f.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('keeps the wider audience when the photos cannot be renamed, so trying again renames them', async () => {
    const owner = await signUpMember(f);
    const photo = (await uploadPhoto(f, owner.auth, await samplePhoto('jpeg'))).json();
    const narrow = () =>
      f.app.inject({
        method: 'PATCH',
        url: '/api/users/me/privacy',
        headers: owner.auth,
        payload: { photoVisibility: 'accepted' },
      });
    const audience = async () =>
      (await f.database.db.select().from(profiles).where(eq(profiles.userId, owner.id)))[0]?.photoVisibility;
    const before = await audience();

    isFailing = true;
    expect((await narrow()).statusCode).not.toBe(200);
    expect(await audience()).toBe(before);
    expect((await f.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);

    isFailing = false;
    expect((await narrow()).statusCode).toBe(200);
    expect(await audience()).toBe('accepted');
    expect((await f.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });
});
