import { eq, sql } from 'drizzle-orm';
import { gunaMilan, manglikReading } from '@matri/horoscope';
import type { GunaMilanAnswer, ManglikStatus } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { preparedPerDatabase } from '../../../db/prepared-per-database';
import { profiles, type ProfileRow } from '../../../db/schema';

const viewerHoroscopeQuery = preparedPerDatabase((db) =>
  db
    .select({ gender: profiles.gender, starKey: profiles.starKey, manglik: profiles.manglik })
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('viewer_horoscope'),
);

/**
 * Guna Milan of the viewer with a member of the other gender (the woman is the bride), from the stored star keys. Only
 * when the member shows their horoscope to the viewer: the total, the kootas and the manglik reading each narrow down
 * their star and status, so a member who keeps it from the viewer gives only who they show it to.
 */
export async function gunaMilanBetween(
  db: Database,
  viewerId: number,
  member: Pick<ProfileRow, 'gender' | 'starKey' | 'manglik' | 'horoscopeVisibility'>,
  isHoroscopeShown: boolean,
): Promise<GunaMilanAnswer | null> {
  const [viewer] = await viewerHoroscopeQuery(db).execute({ userId: viewerId });
  if (!viewer || viewer.gender === member.gender) return null;
  if (!isHoroscopeShown && member.horoscopeVisibility !== 'all')
    return { state: 'withheld', shownTo: member.horoscopeVisibility };
  const manglik = manglikReading(viewer.manglik as ManglikStatus | null, member.manglik as ManglikStatus | null);
  if (viewer.starKey === null) return { state: 'needs-mine', manglik };
  if (member.starKey === null) return { state: 'needs-theirs', manglik };
  const [bride, groom] =
    viewer.gender === 'female' ? [viewer.starKey, member.starKey] : [member.starKey, viewer.starKey];
  const milan = gunaMilan(bride, groom);
  return { state: 'scored', total: milan.total, kootas: milan.kootas, doshas: milan.doshas, manglik };
}
