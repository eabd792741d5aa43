import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { blockMember, unblockMember, listBlockedMembers } from '../../modules/conversations';

/** Block and unblock members; the list of members I blocked. */
export const blockRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.blocks.list, async (request) => listBlockedMembers(db, requireMember(request).id));

  registerEndpoint(app, endpoints.blocks.block, async (request) => {
    await blockMember(db, requireMember(request), request.body.profileId);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.blocks.unblock, async (request) => {
    await unblockMember(db, requireMember(request), request.params.profileId);
  });
};
