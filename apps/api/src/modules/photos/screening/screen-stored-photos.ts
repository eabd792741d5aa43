import { and, asc, gt, isNull } from 'drizzle-orm';
import { photos } from '../../../db/schema';
import { screenPhoto, type PhotoScreening } from './screen-photo';

/** Photos a run screens at most, one after another: a run stays short and the site keeps its CPU for requests. */
const BATCH = 50;

/**
 * Screens photos never screened, in id order after `afterId`, one at a time: those stored before screening existed
 * (they stay shown while they wait: hiding every photo of the site until the job had gone through all of them would
 * empty the profile and search pages), and new ones whose own run was lost. `more`: a whole batch was read, so the
 * caller asks for the next run from `lastId`.
 */
export async function screenStoredPhotos(
  screening: PhotoScreening,
  afterId = 0,
): Promise<{ screened: number; lastId: number; more: boolean }> {
  const waiting = await screening.db
    .select({ id: photos.id })
    .from(photos)
    .where(and(isNull(photos.screenedAt), gt(photos.id, afterId)))
    .orderBy(asc(photos.id))
    .limit(BATCH);
  let screened = 0;
  for (const { id } of waiting) {
    if (await screenPhoto(screening, id)) screened += 1;
  }
  return { screened, lastId: waiting.at(-1)?.id ?? afterId, more: waiting.length === BATCH };
}
