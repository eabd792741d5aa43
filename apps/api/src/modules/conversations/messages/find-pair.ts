import { sql } from 'drizzle-orm';
import { type ContactAudience, type ContactPrivacy } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { isContactShown } from '../../visibility';
import { mayMessageSql, otherMemberColumns, otherMemberJoins, type OtherMemberRow } from './conversation-member';
import { NotFound } from '../../platform';

export interface Pair extends OtherMemberRow {
  otherId: number;
  conversationId: number | null;
  /** My e-mail and mobile already reach them (my contact privacy, our connection, a contact view they took). */
  isMyContactShared: boolean;
  /** Who they hear messages from, and whether I may write to them by it. */
  messageAudience: ContactAudience;
  mayMessage: boolean;
}

/**
 * Me and the member with this profile ID, as messaging needs us: who they are, our conversation if there is one, and
 * whether my contact details reach them. A member blocked either way, or never there, is not found (the same answer,
 * so a block cannot be told apart from a wrong ID).
 */
export async function findPair(db: Database, me: number, profileCode: string): Promise<Pair> {
  const result = await db.execute(sql`
    select ${otherMemberColumns(me)}, c.id as "conversationId",
      p.message_audience as "messageAudience", ${mayMessageSql(me)} as "mayMessage",
      exists (select 1 from blocks b where (b.blocker_id = ${me} and b.blocked_id = o.id)
        or (b.blocker_id = o.id and b.blocked_id = ${me})) as "isBlocked",
      exists (select 1 from contact_reveals r where r.viewer_id = o.id and r.member_id = ${me}) as "isRevealed",
      (select mp.contact_visibility from profiles mp where mp.user_id = ${me}) as "myContactVisibility"
    from users o
    left join conversations c on c.member_low = least(${me}::int, o.id) and c.member_high = greatest(${me}::int, o.id)
    ${otherMemberJoins}
    where p.profile_code = ${profileCode.toUpperCase()} and o.id <> ${me}
    limit 1`);
  const [row] = (
    result as unknown as {
      rows: (Pair & { isBlocked: boolean; isRevealed: boolean; myContactVisibility: ContactPrivacy | null })[];
    }
  ).rows;
  if (!row || row.isBlocked)
    throw new NotFound({ en: 'There is no member with this profile ID.', hi: 'इस प्रोफ़ाइल ID का कोई सदस्य नहीं है।' });
  const { isBlocked: _blocked, isRevealed, myContactVisibility, ...pair } = row;
  return {
    ...pair,
    isMyContactShared: isContactShown(myContactVisibility ?? 'nobody', pair.isConnected, isRevealed),
  };
}
