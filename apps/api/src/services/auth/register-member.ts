import { eq, or, sql } from 'drizzle-orm';
import { type Register, say, type LocalText } from '@matri/contracts';
import type { Database } from '../../db/database';
import { partnerPreferences, profiles, users, type ProfileRow, type UserRow } from '../../db/schema';
import { defaultPartnerPreferences } from '../profiles/default-partner-preferences';
import { ApiError, validationError } from '../../http/api-error';
import { currentLanguage } from '../../http/request-language';
import type { TakenContacts } from './tell-owners-of-sign-up-attempt';
import { hashPassword } from './password-hashing';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

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

/**
 * The one answer to a sign-up whose e-mail or mobile already has an account: it names neither, so it cannot tell
 * anyone who is a member (the owner is told by mail and SMS instead).
 */
export const CONTACTS_TAKEN: LocalText = {
  en: 'We could not create an account with these details. If you already have one, log in or choose a new password; we have written to the owner of the e-mail address and mobile number.',
  hi: 'इन विवरणों से खाता नहीं बन सका। अगर आपका पहले से खाता है, तो लॉग इन करें या नया पासवर्ड चुनें; हमने उस ई-मेल पते और मोबाइल नंबर के मालिक को लिख दिया है।',
};

/** Thrown when a sign-up's e-mail or mobile already has an account; `taken` says which, for telling the owners. */
export class ContactsTakenError extends ApiError {
  constructor(readonly taken: TakenContacts) {
    super(400, 'ValidationError', say(CONTACTS_TAKEN));
  }
}

async function refuseTakenContacts(db: Database, email: string, mobile: string): Promise<void> {
  const rows = await db
    .select({ email: users.email, mobile: users.mobile, lang: users.lang })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${email}`, eq(users.mobile, mobile)));
  const emailOwner = rows.find((row) => row.email.toLowerCase() === email);
  const mobileOwner = rows.find((row) => row.mobile === mobile);
  if (emailOwner || mobileOwner)
    throw new ContactsTakenError({
      email: emailOwner ? { address: emailOwner.email, language: emailOwner.lang } : null,
      mobile: mobileOwner ? { address: mobileOwner.mobile, language: mobileOwner.lang } : null,
    });
}

/** Creates the account, its profile and starting partner preferences in one transaction: all exist afterwards, or none. */
export async function registerMember(
  db: Database,
  input: Register,
  profileIdPrefix: string,
): Promise<{ user: UserRow; profile: ProfileRow }> {
  if (isCommonPassword(input.password)) {
    throw validationError(say(COMMON_PASSWORD_MESSAGE), [
      { path: ['password'], message: say(COMMON_PASSWORD_MESSAGE) },
    ]);
  }
  // Hashed before the check, so that a taken address answers no faster than a new one.
  const passwordHash = await hashPassword(input.password);
  await refuseTakenContacts(db, input.email, input.mobile);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, mobile: input.mobile, passwordHash, lang: input.language ?? currentLanguage() })
        .returning();
      const [inserted] = await tx
        .insert(profiles)
        .values({
          userId: user.id,
          createdBy: createdByOf[input.profileFor],
          fullName: input.fullName,
          gender: input.gender,
          dateOfBirth: input.dateOfBirth,
          religion: input.religion,
          motherTongue: input.motherTongue,
        })
        .returning();
      const [profile] = await tx
        .update(profiles)
        .set({ profileCode: profileCodeFor(profileIdPrefix, inserted.id) })
        .where(eq(profiles.id, inserted.id))
        .returning();
      await tx.insert(partnerPreferences).values(defaultPartnerPreferences(profile));
      return { user, profile };
    });
  } catch (error) {
    // Two sign-ups with the same contact at the same moment: the unique indexes decide, and the loser is told.
    await refuseTakenContacts(db, input.email, input.mobile);
    throw error;
  }
}
