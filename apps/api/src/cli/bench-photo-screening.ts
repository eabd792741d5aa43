import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { apiCommands } from '@matri/contracts';
import { createFaceChecker } from '@matri/face-check';
import type { z } from 'zod';
import { FACE_WORKER_FILE_IN_BUNDLE } from '../config/api-files';
import { photoScreeningBars } from '../config/photo-screening-config';
import { parseEnv } from '../config/env';
import { openDatabase } from '../db/database';
import { users } from '../db/schema';
import {
  addMemberPhoto,
  createLocalPhotoStore,
  inProcessPhotoWork,
  openScreeningEngines,
  screenPhoto,
} from '../modules/photos';
import { databaseUrlOf } from './command-line';

type Input = z.output<typeof apiCommands.benchPhotoScreening.input>;

/** A phone-sized picture of its own: random shapes on a random background. */
function picture(): Promise<Buffer> {
  const shade = () => Math.floor(Math.random() * 256);
  const shapes = Array.from(
    { length: 12 },
    () =>
      `<circle cx="${shade() * 4}" cy="${shade() * 3}" r="${20 + shade() / 2}" fill="rgb(${shade()},${shade()},${shade()})"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768"><rect width="100%" height="100%" fill="rgb(${shade()},${shade()},${shade()})"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Times screenPhoto, the job's whole work for one photo, with the product's models and the default bars: a member
 * and a stored primary photo each, made before the clock starts.
 */
export async function benchPhotoScreening(input: Input) {
  const database = await openDatabase({ databaseUrl: databaseUrlOf(process.env) });
  const uploads = mkdtempSync(path.join(tmpdir(), 'bench-screening-'));
  // One worker, as the photo-work child screens (the default is a worker a core, for the selfie checks' shared pool).
  const faces = createFaceChecker({ workers: 1, workerFile: FACE_WORKER_FILE_IN_BUNDLE });
  const engines = openScreeningEngines({ isNudityChecked: true, faces });
  const screening = {
    db: database.db,
    store: createLocalPhotoStore(uploads),
    engines,
    bars: photoScreeningBars(parseEnv({ JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789' })),
    work: inProcessPhotoWork,
  };
  try {
    const run = `${Date.now()}`;
    const photoIds: number[] = [];
    for (let i = 0; i <= input.photos; i += 1) {
      const [member] = await database.db
        .insert(users)
        .values({
          email: `screening.${run}.${i}@example.in`,
          mobile: `+9185${run.slice(-4)}${String(i).padStart(4, '0')}`,
        })
        .returning({ id: users.id });
      photoIds.push((await addMemberPhoto(database.db, screening.store, member.id, await picture())).id);
    }
    const outcomes: Record<string, number> = {};
    const timed = async (photoId: number) => {
      const started = performance.now();
      const judgement = await screenPhoto(screening, photoId);
      const key = judgement
        ? `${judgement.screening}${judgement.reason ? ` (${judgement.reason})` : ''}`
        : 'not screened';
      outcomes[key] = (outcomes[key] ?? 0) + 1;
      return performance.now() - started;
    };
    const firstMs = await timed(photoIds[0]);
    const screenMs: number[] = [];
    for (let next = 1; next < photoIds.length; next += input.atOnce) {
      screenMs.push(...(await Promise.all(photoIds.slice(next, next + input.atOnce).map(timed))));
    }
    return { firstMs, screenMs, outcomes };
  } finally {
    await engines.close();
    await faces.close();
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}
