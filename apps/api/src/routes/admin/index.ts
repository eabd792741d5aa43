import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import type { Mailer, OutboxEntry } from '../../modules/platform';
import type { Notifier } from '../../modules/conversations';
import { apiTokenRoutes } from './api-tokens';
import { idVerificationQueueRoutes } from './id-verifications';
import { adminOutboxRoutes } from './outbox';
import { photoDeskRoutes } from './photos';
import { planEditRoutes } from './plans';
import { reportQueueRoutes } from './reports';
import { selfieCheckQueueRoutes } from './selfie-checks';

export interface AdminRoutesOptions {
  db: Database;
  notifier: Notifier;
  mailer: Mailer;
  brand: Brand;
  /** Demo mode's outbox; null everywhere else, where the route does not exist. */
  listOutbox: (() => Promise<OutboxEntry[]>) | null;
}

/** /api/admin: what only admins do (every endpoint here says `admin`, checked before the body is read). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { db, notifier, mailer, brand, listOutbox },
) => {
  await app.register(apiTokenRoutes, { db });
  await app.register(planEditRoutes, { db });
  await app.register(reportQueueRoutes, { db, notifier, mailer, brand });
  await app.register(idVerificationQueueRoutes, { db, notifier });
  await app.register(selfieCheckQueueRoutes, { db, notifier });
  await app.register(photoDeskRoutes, { db, notifier });
  if (listOutbox) await app.register(adminOutboxRoutes, { list: listOutbox });
};
