import { sql, type SQL } from 'drizzle-orm';
import type { HoroscopeVisibility } from '@matri/contracts';
import { interests, profiles } from '../../../db/schema';
import { isPhotoShownTo } from '../../photos';

/**
 * Horoscope details have the audiences photos have, and the same rule for who is in them. Everything worked out from
 * a horoscope (the Guna Milan score, the kootas, the manglik reading, a filter or an order by them) follows it too: a
 * score read against one's own star changed 27 times names the other's star.
 */
export function isHoroscopeShownTo(
  visibility: HoroscopeVisibility,
  viewer: { isOwner: boolean; isAdmin: boolean; isConnected: boolean },
): boolean {
  // The verified audiences are for photos and contact; the horoscope keeps the audiences it had.
  return isPhotoShownTo(visibility, { ...viewer, isInPhotoAudience: true });
}

/**
 * The same rule in SQL for the profiles row a query reads, as another member sees it: shown to all, or to connected
 * members (an interest between them accepted) and the viewer is one. The viewer's connections are gathered once per
 * query into a hashed set, as listing-rules gathers who is never shown.
 */
export function isHoroscopeShownSql(viewerId: number): SQL {
  return sql`(${profiles.horoscopeVisibility} = 'all' or (${profiles.horoscopeVisibility} = 'accepted'
    and ${profiles.userId} in (select ${interests.receiverId} from ${interests} where ${interests.senderId} = ${viewerId} and ${interests.status} = 'accepted'
      union all select ${interests.senderId} from ${interests} where ${interests.receiverId} = ${viewerId} and ${interests.status} = 'accepted')))`;
}
