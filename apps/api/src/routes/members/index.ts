import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { listRecentMembers } from '../../modules/discovery';

/** GET /api/members/recent: the public footer's block of members who opted in to appear there. */
export const memberRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.members.recent, async (request, reply) => {
    const viewer = await app.findMember(request);
    // A visitor's list is shared and not personal: a minute of caching spares the database on busy pages. A member's
    // leaves out members blocked either way, so it is theirs alone.
    reply
      .header('cache-control', viewer ? 'private, max-age=60' : 'public, max-age=60')
      .header('vary', 'Authorization');
    return listRecentMembers(db, viewer?.id ?? null);
  });
};
