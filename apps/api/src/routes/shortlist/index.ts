import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { addToShortlist, listShortlist, removeFromShortlist } from '../../modules/discovery';

/** The member's shortlist. */
export const shortlistRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.discovery.shortlist, async (request) => listShortlist(db, requireMember(request).id));

  registerEndpoint(app, endpoints.discovery.addToShortlist, async (request) => {
    await addToShortlist(db, requireMember(request).id, request.params.profileId);
    return { isShortlisted: true };
  });

  registerEndpoint(app, endpoints.discovery.removeFromShortlist, async (request) => {
    await removeFromShortlist(db, requireMember(request).id, request.params.profileId);
    return { isShortlisted: false };
  });
};
