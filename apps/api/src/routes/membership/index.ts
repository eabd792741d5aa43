import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { interestsSentToday } from '../../services/interests/interests-sent-today';
import { contactViewsThisMonth } from '../../services/membership/contact-allowance';
import { currentPlanOf } from '../../services/membership/current-plan';
import { ensureDefaultPlans, listPlans, updatePlan } from '../../services/membership/plans';

/** The plans (public: /membership shows them), an admin's edit of one, and the member's own plan and usage. */
export const membershipRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onReady', () => ensureDefaultPlans(db));

  registerEndpoint(app, endpoints.membership.plans, async () => listPlans(db));

  registerEndpoint(app, endpoints.membership.updatePlan, async (request) => updatePlan(db, request.params.id, request.body));

  registerEndpoint(app, endpoints.membership.mine, async (request) => {
    const member = requireMember(request);
    const now = new Date();
    const { plan, endsAt } = await currentPlanOf(db, member.id, now);
    const [sentToday, contactViews] = await Promise.all([interestsSentToday(db, member.id, now), contactViewsThisMonth(db, member.id, now)]);
    return { plan, ends_at: endsAt?.toISOString() ?? null, interests_sent_today: sentToday, contact_views_this_month: contactViews };
  });
};
