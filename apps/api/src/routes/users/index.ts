import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema';
import { toMemberJson } from '../../services/auth/member-json';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/users/me',
    { schema: { tags: ['users'], summary: 'The logged-in member' }, preHandler: app.authenticate },
    async (request) => {
      const member = request.member;
      if (!member) throw new Error('authenticate did not set the member');
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, member.id)).limit(1);
      return toMemberJson(member, profile ?? null);
    },
  );
};
