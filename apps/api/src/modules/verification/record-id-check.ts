import { eq, sql } from 'drizzle-orm';
import { matchProfile, type AadhaarIdentity, type ProfileMatch } from '@matri/aadhaar';
import type { IdCheckOutcome, IdVerificationReason, IdVerificationStatus } from '@matri/contracts';
import type { Database } from '../../db/database';
import { idVerifications, profiles, users } from '../../db/schema';
import { Conflict, InvalidInput } from '../platform';
import { findIdHolder } from './find-id-holder';
import { identityKeyOf } from './identity-key';
import { memberOutcome } from './member-outcome';

/**
 * The policy on a document UIDAI's signature vouches for: the same name, birth date and gender as the profile →
 * verified; close (a name written otherwise, a year of birth only, UIDAI's T) → held for an admin; anything else →
 * refused, saying what differs. Before that, one ID verifies one account: an ID that verified or waits for another
 * account, or belongs to a suspended member, is refused and shown to admins.
 */
function decide(match: ProfileMatch): { status: IdVerificationStatus; reason: IdVerificationReason | null } {
  if (match.name.outcome === 'no-match' || match.dateOfBirth === 'mismatch' || match.gender === 'mismatch') {
    return { status: 'refused', reason: 'no-match' };
  }
  if (match.name.outcome === 'close' || match.dateOfBirth === 'year-only' || match.gender === 'not-comparable') {
    return { status: 'held', reason: 'close' };
  }
  return { status: 'verified', reason: null };
}

/**
 * Records the outcome of a checked ID for the member, replacing an earlier refused or held one, and marks the account
 * ID-verified on a match. Only the outcome is kept: the document, its photo and the address never reach this point.
 */
export async function recordIdCheck(
  db: Database,
  memberId: number,
  identity: AadhaarIdentity,
): Promise<IdCheckOutcome> {
  const key = identityKeyOf(identity);
  return db.transaction(async (tx) => {
    // Two accounts presenting one ID at once take turns, so the second sees the first's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [member] = await tx
      .select({
        idVerifiedAt: users.idVerifiedAt,
        fullName: profiles.fullName,
        dateOfBirth: profiles.dateOfBirth,
        gender: profiles.gender,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, memberId));
    if (member.idVerifiedAt) {
      throw new Conflict({ en: 'Your ID is already verified.', hi: 'आपकी पहचान पहले ही सत्यापित हो चुकी है।' });
    }
    if (!member.fullName || !member.dateOfBirth || !member.gender) {
      throw new InvalidInput({
        en: 'Fill in your profile (name, date of birth, gender) before you verify your ID.',
        hi: 'पहचान सत्यापित करने से पहले अपनी प्रोफ़ाइल (नाम, जन्म की तारीख़, लिंग) भरें।',
      });
    }
    const match = matchProfile(identity, {
      fullName: member.fullName,
      dateOfBirth: member.dateOfBirth,
      gender: member.gender,
    });
    const holder = await findIdHolder(tx, key, memberId);
    const decision: { status: IdVerificationStatus; reason: IdVerificationReason | null } =
      holder?.kind === 'suspended'
        ? { status: 'refused', reason: 'suspended' }
        : holder
          ? { status: 'refused', reason: 'duplicate' }
          : decide(match);
    const now = new Date();
    const row = {
      userId: memberId,
      method: identity.method,
      status: decision.status,
      reason: decision.reason,
      submittedAt: now,
      decidedAt: decision.status === 'held' ? null : now,
      nameOnId: identity.name,
      dateOfBirthOnId: identity.dateOfBirth,
      genderOnId: identity.gender,
      referenceLastFour: identity.referenceLastFour,
      nameMatch: match.name.outcome,
      nameRule: match.name.rule,
      nameScore: match.name.score,
      dateOfBirthMatch: match.dateOfBirth,
      genderMatch: match.gender,
      identityKey: key,
      duplicateOfId: holder?.memberId ?? null,
      awaitsAdmin: decision.status === 'held' || holder !== null,
      adminReason: null,
      decidedBy: null,
    };
    await tx.insert(idVerifications).values(row).onConflictDoUpdate({ target: idVerifications.userId, set: row });
    if (decision.status === 'verified') await tx.update(users).set({ idVerifiedAt: now }).where(eq(users.id, memberId));
    return memberOutcome({ ...row, profileName: member.fullName });
  });
}
