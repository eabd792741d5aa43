import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { profiles } from '../../db/schema';
import { toMemberJson } from '../../services/auth/member-json';
import { findUserRecord } from '../../services/users/find-user-record';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { recordProfileView } from '../../services/members/record-profile-view';
import type { Notifier } from '../../services/notifications/notifier';
import { listProfileViewers } from '../../services/members/list-profile-viewers';

/**
 * Strapi-style populate, in the three writings clients use: populate=*, populate=user_profile(.profile_photo) and
 * populate[user_profile][populate]=profile_photo. Anything else is refused by name.
 */
const UserRecordQuery = z
  .object({
    populate: z.enum(['*', 'user_profile', 'user_profile.profile_photo']).optional(),
    'populate[user_profile][populate]': z.enum(['*', 'profile_photo']).optional(),
    'populate[user_profile]': z.enum(['*', 'true']).optional(),
  })
  .strict();

const UserIdParams = z
  .object({ id: z.coerce.number({ error: 'The id must be a number' }).int().positive().max(2_147_483_647) })
  .strict();

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (app, { db, notifier }) => {
  registerEndpoint(app, endpoints.users.me, async (request) => {
    const member = requireMember(request);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, member.id)).limit(1);
    return toMemberJson(member, profile ?? null);
  });

  app.get(
    '/api/users/:id',
    {
      schema: { tags: ['users'], summary: 'A member, within what the viewer may see', params: UserIdParams, querystring: UserRecordQuery },
      config: { access: 'member' },
    },
    async (request) => {
      const viewer = requireMember(request);
      const query = request.query;
      const nested = query['populate[user_profile][populate]'];
      const withPhoto = query.populate === '*' || query.populate === 'user_profile.profile_photo' || nested !== undefined;
      const withProfile = withPhoto || query.populate === 'user_profile' || query['populate[user_profile]'] !== undefined;
      const record = await findUserRecord(db, viewer, request.params.id, { withProfile, withPhoto });
      // Only a look at the profile itself counts as a view (not the bare account record).
      if (withProfile && (await recordProfileView(db, viewer, request.params.id))) await notifier.notify('profile-viewed', request.params.id, viewer.id);
      return record;
    },
  );

  registerEndpoint(app, endpoints.users.viewers, async (request) => listProfileViewers(db, requireMember(request).id));
};
