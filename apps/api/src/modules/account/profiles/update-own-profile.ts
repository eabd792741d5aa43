import { eq } from 'drizzle-orm';
import { findProfileInconsistencies, type OwnProfileAnswer, type ProfileUpdate } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { profiles, type UserRow } from '../../../db/schema';
import { countBirthStarChange } from '../horoscope/count-birth-star-change';
import { findOwnProfile } from './find-own-profile';
import { toOwnProfile } from './own-profile-json';
import { InvalidInput, NotFound } from '../../platform';

/**
 * Applies a change to the member's own profile. Each field was checked by the schema; the rules between fields
 * (community within religion, state within India, married siblings) are checked on the profile as it would be.
 */
export async function updateOwnProfile(db: Database, user: UserRow, change: ProfileUpdate): Promise<OwnProfileAnswer> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.userId, user.id)).for('update');
    if (!current) throw new NotFound({ en: 'This account has no profile.', hi: 'इस खाते की कोई प्रोफ़ाइल नहीं है।' });
    const errors = findProfileInconsistencies({ ...toOwnProfile(user, current), ...change });
    if (errors.length)
      throw new InvalidInput(errors.length === 1 ? errors[0].message : 'Some fields need attention', errors);
    if (Object.keys(change).length === 0) return;
    await countBirthStarChange(tx, user.id, current, change);
    await tx
      .update(profiles)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(profiles.userId, user.id));
  });
  return findOwnProfile(db, user);
}
