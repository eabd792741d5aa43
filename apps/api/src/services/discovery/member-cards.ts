import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { MemberCardJson } from '@matri/contracts';
import { ageInYears } from '@matri/helpers';
import type { Database } from '../../db/database';
import { interests, photos, profiles, shortlists } from '../../db/schema';
import { photoUrl } from '../photos/photo-store';

/** The columns a result card is made of, selected by search and matches alike. */
export const cardColumns = {
  userId: profiles.userId,
  profileCode: profiles.profileCode,
  fullName: profiles.fullName,
  dateOfBirth: profiles.dateOfBirth,
  heightCm: profiles.heightCm,
  religion: profiles.religion,
  community: profiles.community,
  motherTongue: profiles.motherTongue,
  maritalStatus: profiles.maritalStatus,
  education: profiles.education,
  profession: profiles.profession,
  country: profiles.country,
  state: profiles.state,
  city: profiles.city,
  diet: profiles.diet,
  isVerified: profiles.isVerified,
  photoVisibility: profiles.photoVisibility,
  photoFile: photos.fileName,
  photoBlurFile: photos.blurFileName,
};

export const primaryPhotoJoin = and(eq(photos.userId, profiles.userId), eq(photos.isPrimary, true));

export type CardRow = {
  userId: number;
  profileCode: string | null;
  fullName: string;
  dateOfBirth: string;
  heightCm: number | null;
  religion: string;
  community: string | null;
  motherTongue: string;
  maritalStatus: string | null;
  education: string | null;
  profession: string | null;
  country: string;
  state: string | null;
  city: string | null;
  diet: string | null;
  isVerified: boolean;
  photoVisibility: 'all' | 'accepted' | 'hidden';
  photoFile: string | null;
  photoBlurFile: string | null;
};

interface Relations {
  shortlisted: Set<number>;
  interests: Map<number, NonNullable<MemberCardJson['interest']>>;
}

/** The viewer's shortlist entries and interests with the members on one page: two small queries for the whole page. */
async function relationsWith(db: Database, viewerId: number, ids: number[]): Promise<Relations> {
  if (ids.length === 0) return { shortlisted: new Set(), interests: new Map() };
  const [listed, between] = await Promise.all([
    db
      .select({ memberId: shortlists.memberId })
      .from(shortlists)
      .where(and(eq(shortlists.userId, viewerId), inArray(shortlists.memberId, ids))),
    db
      .select({ senderId: interests.senderId, receiverId: interests.receiverId, status: interests.status })
      .from(interests)
      .where(
        or(
          and(eq(interests.senderId, viewerId), inArray(interests.receiverId, ids)),
          and(eq(interests.receiverId, viewerId), inArray(interests.senderId, ids)),
        ),
      )
      .orderBy(sql`${interests.createdAt} asc`),
  ]);
  const latest = new Map<number, NonNullable<MemberCardJson['interest']>>();
  // Ordered oldest first, so the latest interest between two members is the one kept.
  for (const i of between) {
    const isSent = i.senderId === viewerId;
    latest.set(isSent ? i.receiverId : i.senderId, { direction: isSent ? 'sent' : 'received', status: i.status });
  }
  return { shortlisted: new Set(listed.map((r) => r.memberId)), interests: latest };
}

function cardPhoto(row: CardRow, isConnected: boolean): MemberCardJson['photo'] {
  if (!row.photoFile) return null;
  const isShown = row.photoVisibility === 'all' || (row.photoVisibility === 'accepted' && isConnected);
  if (isShown) return { url: photoUrl(row.photoFile), is_blurred: false, visibility: row.photoVisibility };
  if (!row.photoBlurFile) return null;
  return { url: photoUrl(row.photoBlurFile), is_blurred: true, visibility: row.photoVisibility };
}

/** Cards for a page of rows, each within its owner's photo privacy and with what the viewer already did about them. */
export async function toMemberCards(db: Database, viewerId: number, rows: CardRow[], now = new Date()): Promise<MemberCardJson[]> {
  const relations = await relationsWith(
    db,
    viewerId,
    rows.map((r) => r.userId),
  );
  return rows.map((row) => {
    const interest = relations.interests.get(row.userId) ?? null;
    return {
      profile_id: row.profileCode ?? '',
      full_name: row.fullName,
      age: ageInYears(row.dateOfBirth, now) ?? 0,
      height_cm: row.heightCm,
      religion: row.religion,
      community: row.community,
      mother_tongue: row.motherTongue,
      city: row.city,
      state: row.state,
      profession: row.profession,
      is_verified: row.isVerified,
      photo: cardPhoto(row, interest?.status === 'accepted'),
      is_shortlisted: relations.shortlisted.has(row.userId),
      interest,
    };
  });
}
