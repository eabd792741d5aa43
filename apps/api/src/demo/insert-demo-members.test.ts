import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/postgres-database';
import { partnerPreferences, photos, profiles, users } from '../db/schema';
import { createLocalPhotoStore, type LocalPhotoStore } from '../modules/photos';
import { generateDemoMembers } from '@matri/demo-data';
import { insertDemoAccounts, insertDemoMembers } from './insert-demo-members';
import { testPasswords } from '../testing/test-passwords';

let database: DatabaseHandle;
let uploads: string;
let store: LocalPhotoStore;

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = mkdtempSync(path.join(tmpdir(), 'demo-uploads-'));
  store = createLocalPhotoStore(uploads);
});

afterAll(async () => {
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('insertDemoMembers', () => {
  it('stores members with profiles, profile IDs, partner preferences and avatar files', async () => {
    const members = generateDemoMembers(20);
    const ids = await insertDemoMembers(database.db, store, members, 'SV');
    expect(ids).toHaveLength(20);

    const rows = await database.db.select().from(profiles);
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => /^SV1\d{5}$/.test(row.profileCode ?? ''))).toBe(true);
    expect(await database.db.select().from(partnerPreferences)).toHaveLength(20);

    const stored = await database.db.select().from(photos);
    expect(stored).toHaveLength(members.filter((m) => m.avatarSeed !== null).length);
    for (const photo of stored) {
      expect(photo.isPrimary).toBe(true);
      expect(existsSync(store.pathOf(photo.fileName))).toBe(true);
      expect(existsSync(store.pathOf(photo.blurFileName as string))).toBe(true);
    }
    const [someone] = await database.db.select().from(users).where(eq(users.id, ids[0]));
    expect(someone.passwordHash).toBeNull();
  });

  it('stores what each member verified and who may reach them, so every badge and audience appears', async () => {
    const members = generateDemoMembers(60, { firstIndex: 5000 });
    const ids = await insertDemoMembers(database.db, store, members, 'SV');
    const rows = await database.db
      .select({ user: users, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id));
    const inserted = rows.filter((row) => ids.includes(row.user.id));
    for (const [i, member] of members.entries()) {
      const row = inserted.find((r) => r.user.id === ids[i]);
      expect(row?.user).toMatchObject({
        isMobileVerified: member.verification.isMobileVerified,
        idVerifiedAt: member.verification.idVerifiedAt,
        photoVerifiedAt: member.verification.photoVerifiedAt,
      });
      expect(row?.profile).toMatchObject({
        interestAudience: member.profile.interestAudience,
        isIdVerified: member.verification.idVerifiedAt !== null,
      });
    }
    expect(new Set(inserted.map((r) => r.user.idVerifiedAt !== null))).toEqual(new Set([true, false]));
  });

  it('leaves nothing behind when the load fails midway (a duplicate e-mail here)', async () => {
    const before = (await database.db.select().from(users)).length;
    const [first] = generateDemoMembers(1);
    const clash = generateDemoMembers(3, { firstIndex: 900 }).map((m, i) =>
      i === 2 ? { ...m, email: first.email } : m,
    );
    await expect(insertDemoMembers(database.db, store, clash, 'SV')).rejects.toThrow();
    expect((await database.db.select().from(users)).length).toBe(before);
    const files = (await database.db.select().from(photos)).length;
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(store.dir).filter((name) => name.endsWith('.webp'))).toHaveLength(files * 2);
  });
});

describe('insertDemoAccounts', () => {
  it('creates a demo member who can log in and appears in the footer, and a demo admin', async () => {
    const credentials = await insertDemoAccounts(database.db, testPasswords, store, 'SV');
    const [member] = await database.db.select().from(users).where(eq(users.email, credentials.member.email));
    const [admin] = await database.db.select().from(users).where(eq(users.email, credentials.admin.email));
    expect(await testPasswords.verify(member.passwordHash, credentials.member.password)).toBe(true);
    expect(await testPasswords.verify(admin.passwordHash, credentials.admin.password)).toBe(true);
    expect(admin.role).toBe('admin');
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(profile).toMatchObject({ fullName: 'Priya Sharma', isShownInRecent: true });
    expect(credentials.member.password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  });
});
