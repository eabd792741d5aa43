import { sql } from 'drizzle-orm';
import { BIRTH_STAR_CHANGES_PER_DAY, say, type ProfileUpdate } from '@matri/contracts';
import type { Database } from '../../../db/database';
import type { ProfileRow } from '../../../db/schema';
import { attemptKey, countAttemptStatement, TooMany } from '../../platform';

const DAY_SECONDS = 24 * 60 * 60;
const starFields = ['nakshatra', 'nakshatraPada', 'rashi'] as const;

function tooManyChanges(resetsAt: Date, now = Date.now()): TooMany {
  const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now) / 1000));
  const hours = Math.ceil(seconds / 3600);
  const message = say({
    en: `You have changed your birth star ${BIRTH_STAR_CHANGES_PER_DAY} times today. You can change it again in ${hours} hour${hours === 1 ? '' : 's'}.`,
    hi: `आपने आज ${BIRTH_STAR_CHANGES_PER_DAY} बार अपना जन्म नक्षत्र बदला है। ${hours} घंटे बाद इसे फिर बदल सकते हैं।`,
  });
  return new TooMany(message, [{ path: ['nakshatra'], message }], seconds);
}

/**
 * Counts a change of the member's birth star (nakshatra, pada or rashi) against the day's allowance, in the
 * transaction that makes it: a change over the allowance is refused and rolled back with its count, so only changes
 * made are counted. Defence in depth: reading what is worked out from one's own star against every star is how a
 * hidden star was once found (issue 32).
 */
export async function countBirthStarChange(
  tx: Pick<Database, 'execute'>,
  userId: number,
  current: Pick<ProfileRow, (typeof starFields)[number]>,
  change: ProfileUpdate,
): Promise<void> {
  const isChanged = starFields.some((field) => change[field] !== undefined && change[field] !== current[field]);
  if (!isChanged) return;
  const counted = await tx.execute(
    countAttemptStatement(sql`${attemptKey('birth star changes', String(userId))}`, sql`${DAY_SECONDS}`),
  );
  const [{ hits, resetsAt }] = (counted as unknown as { rows: { hits: number; resetsAt: Date | string }[] }).rows;
  if (hits > BIRTH_STAR_CHANGES_PER_DAY) throw tooManyChanges(new Date(resetsAt));
}
