import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { blocks, interests, profiles } from '../../db/schema';

/**
 * The "never shown" rule every list and detail that shows another member applies (interests in every box, viewers,
 * notifications, shortlist, recent members, search, matches, profile details, contact details): never a member blocked
 * either way. Each place also shows only active members (hidden, suspended and deleted ones are gone).
 */
export function notBlockedEitherWay(viewerId: number | Placeholder | SQL, memberId: AnyColumn | SQL): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId})
    or (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId}))`;
}

/**
 * Who is never shown to a member, in search or matches: themself; hidden, suspended and deleted members (not listed);
 * members they blocked or who blocked them; members whose interest they declined. The excluded members are gathered
 * once per query into a hashed set (NOT IN over a subquery), so ranking a pool of thousands costs one hash probe per
 * candidate whatever the member blocked or declined, where anti-joins looked each candidate up three times. NOT IN is
 * safe here: every column gathered is NOT NULL.
 */
export function shownTo(viewerId: number): SQL {
  return sql`${profiles.isListed}
    and ${profiles.userId} not in (select ${viewerId}::int
      union all select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
      union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId}
      union all select ${interests.senderId} from ${interests} where ${interests.receiverId} = ${viewerId} and ${interests.status} = 'declined')`;
}
