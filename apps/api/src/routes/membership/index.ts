import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlanUpdateSchema, type MembershipJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { requireMember } from '../../plugins/app/authentication';
import { interestsSentToday } from '../../services/interests/interests-sent-today';
import { contactViewsThisMonth } from '../../services/membership/contact-allowance';
import { currentPlanOf } from '../../services/membership/current-plan';
import { ensureDefaultPlans, listPlans, updatePlan } from '../../services/membership/plans';

const PlanParams = z.object({ id: z.string().trim().min(1).max(40) }).strict();

/** The plans (public: /membership shows them), an admin's edit of one, and the member's own plan and usage. */
export const membershipRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onReady', () => ensureDefaultPlans(db));

  app.get('/api/plans', { schema: { tags: ['membership'], summary: 'Membership plans, Free first' }, config: { access: 'public' } }, async () => listPlans(db));

  app.put(
    '/api/admin/plans/:id',
    { schema: { tags: ['membership'], summary: 'Change a plan’s price or what it unlocks (admins)', params: PlanParams, body: PlanUpdateSchema }, config: { access: 'admin', adminOnly: 'Only admins can change the plans.' } },
    async (request) => updatePlan(db, request.params.id, request.body),
  );

  app.get(
    '/api/users/me/membership',
    { schema: { tags: ['membership'], summary: 'My plan, when it ends, today’s interests and this month’s contact views' }, config: { access: 'member' } },
    async (request): Promise<MembershipJson> => {
      const member = requireMember(request);
      const now = new Date();
      const { plan, endsAt } = await currentPlanOf(db, member.id, now);
      const [sentToday, contactViews] = await Promise.all([interestsSentToday(db, member.id, now), contactViewsThisMonth(db, member.id, now)]);
      return { plan, ends_at: endsAt?.toISOString() ?? null, interests_sent_today: sentToday, contact_views_this_month: contactViews };
    },
  );
};
