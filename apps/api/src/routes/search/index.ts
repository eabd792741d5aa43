import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { searchMembers, checkedOnPrimary, loadViewer } from '../../modules/discovery';

/**
 * /search. Reads the replica when there is one; the viewer's own profile and preferences come from the primary (a
 * member who just changed them sees the change), and so does the last word on who may be shown.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database; readDb: Database }> = async (app, { db, readDb }) => {
  registerEndpoint(app, endpoints.discovery.search, async (request) => {
    const viewer = await loadViewer(db, requireMember(request).id);
    return checkedOnPrimary(db, readDb, viewer.id, await searchMembers(readDb, viewer, request.query));
  });
};
