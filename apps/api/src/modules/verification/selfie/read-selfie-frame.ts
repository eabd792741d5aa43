import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { selfieCheckFrames } from '../../../db/schema';
import { NotFound } from '../../platform';

/** A kept frame of a held selfie check, for the admin deciding it; gone once decided. */
export async function readSelfieFrame(db: Database, checkId: number, frame: number): Promise<Buffer> {
  const [row] = await db
    .select({ jpeg: selfieCheckFrames.jpeg })
    .from(selfieCheckFrames)
    .where(and(eq(selfieCheckFrames.checkId, checkId), eq(selfieCheckFrames.frame, frame)));
  if (!row) {
    throw new NotFound({
      en: 'There is no such frame: a decided check keeps none.',
      hi: 'ऐसा कोई फ़्रेम नहीं है: फ़ैसला हो चुकी जाँच कोई फ़्रेम नहीं रखती।',
    });
  }
  return row.jpeg;
}
