import { sql, type SQL } from 'drizzle-orm';
import { blocks, interests, profiles } from '../../db/schema';

/**
 * Who is never shown to a member, in search or matches: themself; hidden, suspended and deleted members (not listed);
 * members they blocked or who blocked them; members whose interest they declined.
 */
export function shownTo(viewerId: number): SQL {
  return sql`${profiles.isListed}
    and ${profiles.userId} <> ${viewerId}
    and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${profiles.userId})
    and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${profiles.userId} and ${blocks.blockedId} = ${viewerId})
    and not exists (select 1 from ${interests} where ${interests.senderId} = ${profiles.userId} and ${interests.receiverId} = ${viewerId}
      and ${interests.status} = 'declined')`;
}
