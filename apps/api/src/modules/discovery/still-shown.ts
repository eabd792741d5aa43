import { and, inArray } from 'drizzle-orm';
import type { MemberPageJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema';
import { shownTo } from '../visibility';

/**
 * A page a read replica listed, without the members the primary no longer shows the viewer: a replica lags behind the
 * primary (by well under a second when healthy), and a block, a hide, a suspension or a declined interest must count
 * at once. One indexed look-up of the page's members on the primary.
 */
export async function keepStillShown(
  primary: Database,
  viewerId: number,
  page: MemberPageJson,
): Promise<MemberPageJson> {
  const codes = page.results.map((member) => member.profileId);
  if (codes.length === 0) return page;
  const shown = await primary
    .select({ code: profiles.profileCode })
    .from(profiles)
    .where(and(inArray(profiles.profileCode, codes), shownTo(viewerId)));
  const stillShown = new Set(shown.map((row) => row.code));
  return { ...page, results: page.results.filter((member) => stillShown.has(member.profileId)) };
}

/** A page read from `readDb`: checked on the primary when that is a replica, as it is when both are one database. */
export async function checkedOnPrimary(
  primary: Database,
  readDb: Database,
  viewerId: number,
  page: MemberPageJson,
): Promise<MemberPageJson> {
  return readDb === primary ? page : keepStillShown(primary, viewerId, page);
}
