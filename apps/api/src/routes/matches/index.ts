import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { findMatches, checkedOnPrimary, loadViewer } from '../../modules/discovery';

/** /matches: read like search (the replica when there is one, checked on the primary). */
export const matchesRoutes: FastifyPluginAsyncZod<{ db: Database; readDb: Database }> = async (app, { db, readDb }) => {
  registerEndpoint(app, endpoints.discovery.matches, async (request) => {
    const viewer = await loadViewer(db, requireMember(request).id);
    return checkedOnPrimary(
      db,
      readDb,
      viewer.id,
      await findMatches(
        readDb,
        viewer,
        { tab: request.query.tab ?? 'all', idVerifiedOnly: Boolean(request.query.idVerified) },
        request.query.cursor,
      ),
    );
  });
};
