import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { PhotoScreeningBars } from '../../config/photo-screening-config';
import type { Database } from '../../db/database';
import type { RunAsked } from '../../modules/platform';
import {
  screenPhoto,
  screenStoredPhotos,
  type PhotoScreeningEngines,
  type PhotoStore,
  type PhotoWork,
} from '../../modules/photos';

export const PHOTO_SCREENING_JOB = 'photo-screening';
export const STORED_PHOTO_SCREENING_JOB = 'stored-photo-screening';

const PhotoData = z.object({ photoId: z.number().int().positive() });
const StoredData = z.object({ afterId: z.number().int().nonnegative().default(0) });

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Asks for a photo's screening and does not wait for it (an upload answers at once, "checking"); a lost request
     * is made up by the stored-photos run. On the tests' queue the run happens before this resolves (`isDone`).
     */
    requestPhotoScreening: (photoId: number) => Promise<RunAsked>;
  }
}

/**
 * Photo screening runs on the job queue, off the request thread: each new or cropped photo has a run of its own (a
 * new one's upload re-encoded first, by `work`), and every ten minutes (and at start-up) a run screens the photos
 * never screened (those stored before screening existed, and uploads whose own run was lost with its process),
 * fifty at a time, asking for the next fifty itself.
 */
export const photoScreeningPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      db: Database;
      store: PhotoStore;
      engines: PhotoScreeningEngines;
      bars: PhotoScreeningBars;
      work: PhotoWork;
    },
  ) => {
    const screening = options;
    app.defineJob({
      name: PHOTO_SCREENING_JOB,
      cron: null,
      timeoutSeconds: 120,
      run: async (data) => {
        const outcome = await screenPhoto(screening, PhotoData.parse(data).photoId);
        if (outcome) app.log.info({ screening: outcome.screening, reason: outcome.reason }, 'photo screened');
      },
    });
    app.defineJob({
      name: STORED_PHOTO_SCREENING_JOB,
      cron: '*/10 * * * *',
      timeoutSeconds: 30 * 60,
      run: async (data) => {
        const { screened, lastId, more } = await screenStoredPhotos(screening, StoredData.parse(data).afterId);
        if (screened > 0) app.log.info({ screened }, 'stored photos screened');
        // Not awaited: a queue that runs jobs in place would wait for this very run.
        if (more)
          void app
            .requestJob(STORED_PHOTO_SCREENING_JOB, { afterId: lastId })
            .catch((error: unknown) =>
              app.log.error({ err: error }, 'next stored-photos run not asked for; the schedule runs it'),
            );
      },
    });
    app.decorate('requestPhotoScreening', async (photoId: number) => {
      try {
        return await app.requestJob(PHOTO_SCREENING_JOB, { photoId });
      } catch (error) {
        app.log.error({ err: error }, 'photo screening not asked for; the stored-photos run screens it');
        return { isDone: false };
      }
    });
    app.addHook('onClose', async () => options.engines.close());
  },
);
