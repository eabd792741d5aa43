import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { blocks, interests, profiles } from '../../db/schema';

/**
 * The "never shown" rule every list and detail that shows another member applies (interests in every box, viewers,
 * notifications, shortlist, recent members, search, matches, profile details, contact details): never a member blocked
 * either way. Each place also shows only active members (hidden, suspended and deleted ones are gone).
 */
export function notBlockedEitherWay(viewerId: number, memberId: AnyColumn | SQL): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId})
    or (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId}))`;
}

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
