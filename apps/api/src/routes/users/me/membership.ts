import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { registerEndpoint } from '../../../http/register-endpoint';
import { requireMember } from '../../../plugins/app/authentication';
import { interestsSentToday, conversationsStartedToday } from '../../../modules/conversations';
import { contactViewsThisMonth, currentPlanOf } from '../../../modules/membership';

/** The member's own plan and what of it they used (interests and new conversations today, contact views this month). */
export const membershipRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.membership.mine, async (request) => {
    const member = requireMember(request);
    const now = new Date();
    const { plan, endsAt } = await currentPlanOf(db, member.id, now);
    const [sentToday, contactViews, startedToday] = await Promise.all([
      interestsSentToday(db, member.id, now),
      contactViewsThisMonth(db, member.id, now),
      conversationsStartedToday(db, member.id, now),
    ]);
    return {
      plan,
      endsAt: endsAt?.toISOString() ?? null,
      interestsSentToday: sentToday,
      contactViewsThisMonth: contactViews,
      conversationsStartedToday: startedToday,
    };
  });
};
