import { and, eq, ne, sql } from 'drizzle-orm';
import { ACCOUNT_DELETION_GRACE_DAYS, type Brand, type Login, type LocalText } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { profiles, users, type ProfileRow, type UserRow } from '../../../db/schema';
import { suspensionNotice, suspensionReasonOf } from '../suspension/suspension-notice';
import type { PasswordHasher } from './password-hashing';
import { InvalidInput, Forbidden } from '../../platform';

/** The one answer for an unknown member and a wrong password, so neither can be told from the other. */
export const INVALID_CREDENTIALS: LocalText = {
  en: 'The e-mail or mobile number and password do not match an account.',
  hi: 'यह ई-मेल या मोबाइल नंबर और पासवर्ड किसी खाते से मेल नहीं खाते।',
};

function isWithinGrace(deletedAt: Date | null): boolean {
  return deletedAt !== null && Date.now() - deletedAt.getTime() < ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;
}

/** `identifier` is the account identifier LoginSchema gives: a lower-cased e-mail or a +91 mobile number. */
export async function logInMember(
  db: Database,
  passwords: PasswordHasher,
  { identifier, password }: Login,
  brand: Brand,
): Promise<{ user: UserRow; profile: ProfileRow | null; restored: boolean }> {
  const condition = identifier.includes('@')
    ? sql`lower(${users.email}) = ${identifier}`
    : eq(users.mobile, identifier);
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(condition)
    .limit(1);

  const isMatch = await passwords.verify(row?.user.passwordHash ?? null, password);
  if (!row || !isMatch || (row.user.status === 'deleted' && !isWithinGrace(row.user.deletedAt))) {
    throw new InvalidInput(INVALID_CREDENTIALS, []);
  }
  // Only the account's own password reaches this: the reason is told to its member, no one else.
  const suspended = async () => new Forbidden(suspensionNotice(await suspensionReasonOf(db, row.user.id), brand));
  if (row.user.status === 'suspended') throw await suspended();
  // Logging in during the grace period after deleting the account restores it as it was before. A null earlier
  // status is an account deleted before migration 0035 recorded it: nothing tells us it was hidden, and hiding it
  // would take away a profile the member never asked to hide, so it comes back active.
  const restore =
    row.user.status === 'deleted'
      ? { status: sql`coalesce(${users.statusBeforeDeletion}, 'active')`, statusBeforeDeletion: null, deletedAt: null }
      : {};
  const [user] = await db
    .update(users)
    .set({ lastActiveAt: new Date(), ...restore })
    // A suspension that came after the read above holds: no login restores or refreshes a suspended account.
    .where(and(eq(users.id, row.user.id), ne(users.status, 'suspended')))
    .returning();
  if (!user) throw await suspended();
  return { user, profile: row.profile, restored: row.user.status === 'deleted' };
}
