import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema';

/**
 * The site's session object (spec section 3): { isLoggedIn, userinfo: { full_name } }. A missing, expired or revoked
 * token is simply "not logged in", never an error.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/user', { schema: { tags: ['session'], summary: 'Session of the bearer token' } }, async (request) => {
    const member = await app.findMember(request);
    if (!member) return { isLoggedIn: false, userinfo: null };
    const [profile] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, member.id)).limit(1);
    return { isLoggedIn: true, userinfo: { full_name: profile?.fullName ?? '' } };
  });
};
