import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileIdField } from '@matri/contracts';
import type { Database } from '../../db/database';
import { requireMember } from '../../plugins/app/authentication';
import { blockMember, unblockMember } from '../../services/blocks/block-member';
import { listBlockedMembers } from '../../services/blocks/list-blocked-members';

/** Block and unblock members; the list of members I blocked. */
export const blockRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/blocks',
    { schema: { tags: ['blocks'], summary: 'Members you blocked' }, config: { access: 'member' } },
    async (request) => listBlockedMembers(db, requireMember(request).id),
  );

  app.post(
    '/api/blocks',
    { schema: { tags: ['blocks'], summary: 'Block a member', body: z.object({ profileId: profileIdField }).strict() }, config: { access: 'member' } },
    async (request, reply) => {
      await blockMember(db, requireMember(request), request.body.profileId);
      reply.status(201);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/blocks/:profileId',
    { schema: { tags: ['blocks'], summary: 'Unblock a member', params: z.object({ profileId: profileIdField }).strict() }, config: { access: 'member' } },
    async (request, reply) => {
      await unblockMember(db, requireMember(request), request.params.profileId);
      return reply.status(204).send();
    },
  );
};
