import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { SenderVerification } from '@matri/contracts';
import type { UserRow } from '../../db/schema';

/** What a member verified, as the audiences of libs/contracts (isInAudience) read it. */
export function senderVerification(user: Pick<UserRow, 'idVerifiedAt' | 'photoVerifiedAt'>): SenderVerification {
  return { isIdVerified: user.idVerifiedAt !== null, isPhotoVerified: user.photoVerifiedAt !== null };
}

/**
 * isInAudience of libs/contracts in SQL, for statements that check and write at once: whether the member `senderId`
 * belongs to the audience held in `audience` (a contact_audience column). One primary-key lookup, only when the
 * audience asks for anything.
 */
export function isInAudienceSql(audience: AnyColumn | SQL, senderId: number | Placeholder | SQL): SQL {
  return sql`(${audience} = 'anyone' or exists (select 1 from users s where s.id = ${senderId}
    and s.id_verified_at is not null and (${audience} = 'verified-id' or s.photo_verified_at is not null)))`;
}
