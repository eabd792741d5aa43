import { eq, sql } from 'drizzle-orm';
import { isIndianMobile, type Login } from '@matri/contracts';
import type { Database } from '../../db/database';
import { profiles, users, type ProfileRow, type UserRow } from '../../db/schema';
import { ApiError, validationError } from '../../http/api-error';
import { verifyPassword } from './password-hashing';

/** The one answer for an unknown member and a wrong password, so neither can be told from the other. */
export const INVALID_CREDENTIALS = 'The e-mail or mobile number and password do not match an account.';

function normaliseMobile(identifier: string): string {
  const digits = identifier.replace(/[\s\-()]/g, '').replace(/^(\+?91|0)/, '');
  return `+91${digits}`;
}

export async function logInMember(db: Database, { identifier, password }: Login): Promise<{ user: UserRow; profile: ProfileRow | null }> {
  const isEmail = identifier.includes('@');
  const condition = isEmail
    ? sql`lower(${users.email}) = ${identifier.trim().toLowerCase()}`
    : isIndianMobile(identifier)
      ? eq(users.mobile, normaliseMobile(identifier))
      : sql`false`;
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(condition)
    .limit(1);

  const isMatch = await verifyPassword(row?.user.passwordHash ?? null, password);
  if (!row || !isMatch || row.user.status === 'deleted') {
    throw validationError(INVALID_CREDENTIALS, []);
  }
  if (row.user.status === 'suspended') {
    throw new ApiError(403, 'ForbiddenError', 'This account is suspended. Write to us if you think this is a mistake.');
  }
  await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, row.user.id));
  return { user: row.user, profile: row.profile };
}
