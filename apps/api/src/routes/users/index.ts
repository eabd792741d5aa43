import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import type { Notifier } from '../../modules/conversations';
import { findUserRecord } from '../../modules/discovery';

/** GET /api/users/:id, Strapi's user record (the member's own under /api/users/me, routes/users/me). */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  registerEndpoint(app, endpoints.users.record, async (request) => {
    const viewer = requireMember(request);
    const query = request.query;
    const nested = query['populate[user_profile][populate]'];
    const withPhoto = query.populate === '*' || query.populate === 'user_profile.profile_photo' || nested !== undefined;
    const withProfile = withPhoto || query.populate === 'user_profile' || query['populate[user_profile]'] !== undefined;
    const record = await findUserRecord(db, viewer, request.params.id, { withProfile, withPhoto });
    // Only a look at the profile itself counts as a view (not the bare account record).
    if (withProfile) await notifier.profileViewed(viewer, request.params.id);
    return record;
  });
};
