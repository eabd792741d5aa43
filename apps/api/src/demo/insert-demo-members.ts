import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { AVATAR_SIZE_PX, generateDemoMembers, renderAvatar, type DemoMember } from '@matri/demo-data';
import type { Database } from '../db/database';
import { partnerPreferences, photos, profiles, users } from '../db/schema';
import type { PasswordHasher } from '../modules/account';
import type { PhotoStore } from '../modules/photos';
import { savePhotoFiles } from '../modules/photos';

const BATCH = 250;

export interface DemoCredentials {
  member: { email: string; password: string };
  admin: { email: string; password: string };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}

/** Readable but strong: 4 groups of 4 from an alphabet without look-alike characters. */
function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

interface StoredAvatar {
  fileName: string;
  blurFileName: string;
  bytes: number;
}

/** Renders and stores the avatars; if one fails, the ones already written are removed before the error goes on. */
async function writeAvatars(store: PhotoStore, members: readonly DemoMember[]): Promise<(StoredAvatar | null)[]> {
  const avatars: (StoredAvatar | null)[] = [];
  try {
    for (const member of members) {
      if (member.avatarSeed === null) {
        avatars.push(null);
        continue;
      }
      const wearsTurban = member.profile.religion === 'sikh' && member.profile.gender === 'male';
      const data = await renderAvatar(member.avatarSeed, member.profile.gender, wearsTurban);
      avatars.push({ ...(await savePhotoFiles(store, data)), bytes: data.length });
    }
    return avatars;
  } catch (error) {
    await removeAvatars(store, avatars);
    throw error;
  }
}

function removeAvatars(store: PhotoStore, avatars: readonly (StoredAvatar | null)[]) {
  return Promise.all(
    avatars.flatMap((avatar) => (avatar ? [store.remove(avatar.fileName), store.remove(avatar.blurFileName)] : [])),
  );
}

/**
 * Inserts members with their profiles, partner preferences and primary photos in one transaction: a failure leaves
 * the database as it was (and removes the avatar files already written).
 */
export async function insertDemoMembers(
  db: Database,
  store: PhotoStore,
  members: readonly DemoMember[],
  prefix: string,
  passwordHashes: (string | null)[] = [],
) {
  const avatars = await writeAvatars(store, members);
  try {
    return await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const [batchIndex, batch] of chunks(members, BATCH).entries()) {
        const offset = batchIndex * BATCH;
        const inserted = await tx
          .insert(users)
          .values(
            batch.map((m, i) => ({
              email: m.email,
              mobile: m.mobile,
              // Generated members cannot log in; only the demo member and admin get passwords.
              passwordHash: passwordHashes[offset + i] ?? null,
              isEmailVerified: m.verification.isEmailVerified,
              isMobileVerified: m.verification.isMobileVerified,
              idVerifiedAt: m.verification.idVerifiedAt,
              photoVerifiedAt: m.verification.photoVerifiedAt,
              createdAt: m.createdAt,
              lastActiveAt: m.lastActiveAt,
            })),
          )
          .returning({ id: users.id });
        const batchIds = inserted.map((row) => row.id);
        ids.push(...batchIds);
        await tx
          .insert(profiles)
          .values(batch.map((m, i) => ({ ...m.profile, userId: batchIds[i], createdAt: m.createdAt })));
        await tx.insert(partnerPreferences).values(batch.map((m, i) => ({ ...m.preferences, userId: batchIds[i] })));
        const photoRows = batch.flatMap((_m, i) => {
          const avatar = avatars[offset + i];
          return avatar
            ? [
                {
                  userId: batchIds[i],
                  ...avatar,
                  width: AVATAR_SIZE_PX,
                  height: AVATAR_SIZE_PX,
                  isPrimary: true,
                  // Drawn by the demo data, not uploaded by anyone: there is nothing to screen.
                  screening: 'passed' as const,
                  screenedAt: new Date(),
                },
              ]
            : [];
        });
        if (photoRows.length) await tx.insert(photos).values(photoRows);
      }
      await tx
        .update(profiles)
        .set({ profileCode: sql`${prefix} || (100000 + ${profiles.id})::text` })
        .where(inArray(profiles.userId, ids));
      return ids;
    });
  } catch (error) {
    await removeAvatars(store, avatars);
    throw error;
  }
}

/** The demo member (with a photo, shown in the footer) and the demo admin, with fresh random passwords. */
export async function insertDemoAccounts(
  db: Database,
  passwords: PasswordHasher,
  store: PhotoStore,
  prefix: string,
): Promise<DemoCredentials> {
  const credentials: DemoCredentials = {
    member: { email: 'demo.member@example.com', password: generatePassword() },
    admin: { email: 'demo.admin@example.com', password: generatePassword() },
  };
  const [template] = generateDemoMembers(1, { seed: 7, firstIndex: 999_000_000 });
  const demoMember: DemoMember = {
    ...template,
    email: credentials.member.email,
    mobile: '6999999991',
    profile: {
      ...template.profile,
      fullName: 'Priya Sharma',
      gender: 'female',
      religion: 'hindu',
      community: 'brahmin',
      motherTongue: 'hindi',
      state: 'maharashtra',
      city: 'Pune',
      isShownInRecent: true,
      photoVisibility: 'all',
      aboutMe:
        'I work in marketing in Pune and love long drives, Marathi theatre and cooking for friends. Family means a lot to me. Looking for a kind, grounded partner who enjoys life.',
    },
    preferences: {
      ...template.preferences,
      religions: ['hindu'],
      motherTongues: ['hindi', 'marathi'],
      heightMinCm: 165,
      heightMaxCm: 190,
    },
    avatarSeed: 20261122,
    // The demo member verified her mobile and e-mail, not yet her ID: what a visitor trying the site starts with.
    verification: {
      state: 'mobile-email',
      isMobileVerified: true,
      isEmailVerified: true,
      idVerifiedAt: null,
      photoVerifiedAt: null,
    },
  };
  await insertDemoMembers(db, store, [demoMember], prefix, [await passwords.hash(credentials.member.password)]);
  await db.insert(users).values({
    email: credentials.admin.email,
    mobile: '6999999992',
    passwordHash: await passwords.hash(credentials.admin.password),
    role: 'admin',
    isEmailVerified: true,
  });
  return credentials;
}
