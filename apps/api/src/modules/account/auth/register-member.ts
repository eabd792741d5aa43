import { eq } from 'drizzle-orm';
import type { Language, Register } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { partnerPreferences, profiles, users, type ProfileRow, type UserRow } from '../../../db/schema';
import { defaultPartnerPreferences } from '../profiles/default-partner-preferences';

/** Whom a "profile for" choice says created the profile. */
const createdByOf = {
  self: 'self',
  son: 'parent',
  daughter: 'parent',
  brother: 'sibling',
  sister: 'sibling',
  relative: 'relative',
  friend: 'friend',
} as const satisfies Record<Register['profileFor'], ProfileRow['createdBy']>;

/** Profile IDs are the brand prefix and a six-digit number derived from the row id, e.g. SV100042. */
export function profileCodeFor(prefix: string, profileRowId: number): string {
  return `${prefix}${100000 + profileRowId}`;
}

/** What a sign-up's form says about the person, kept with the sign-up until its code comes back. */
export type SignUpForm = Pick<
  Register,
  'profileFor' | 'fullName' | 'gender' | 'dateOfBirth' | 'religion' | 'motherTongue'
> & { language: Language };

export interface NewMember {
  email: string;
  mobile: string;
  passwordHash: string;
  form: SignUpForm;
  /** A sign-up proves the mobile with the code sent to it. */
  isMobileVerified: boolean;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Creates the account, its profile and starting partner preferences within the caller's transaction: all exist
 * afterwards, or none. The unique indexes on e-mail and mobile refuse a contact another account took meanwhile.
 */
export async function registerMember(
  tx: Transaction,
  member: NewMember,
  profileIdPrefix: string,
): Promise<{ user: UserRow; profile: ProfileRow }> {
  const { form } = member;
  const [user] = await tx
    .insert(users)
    .values({
      email: member.email,
      mobile: member.mobile,
      passwordHash: member.passwordHash,
      isMobileVerified: member.isMobileVerified,
      lang: form.language,
    })
    .returning();
  const [inserted] = await tx
    .insert(profiles)
    .values({
      userId: user.id,
      createdBy: createdByOf[form.profileFor],
      fullName: form.fullName,
      gender: form.gender,
      dateOfBirth: form.dateOfBirth,
      religion: form.religion,
      motherTongue: form.motherTongue,
    })
    .returning();
  const [profile] = await tx
    .update(profiles)
    .set({ profileCode: profileCodeFor(profileIdPrefix, inserted.id) })
    .where(eq(profiles.id, inserted.id))
    .returning();
  await tx.insert(partnerPreferences).values(defaultPartnerPreferences(profile));
  return { user, profile };
}
