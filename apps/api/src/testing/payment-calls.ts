import { eq } from 'drizzle-orm';
import { memberships } from '../db/schema';
import type { TestApp, TestMember } from './test-app';

/** The payment calls a member's page and a provider make, as the payment tests use them (the app is made in beforeAll). */
export function paymentCalls(app: () => TestApp) {
  return {
    startOrder: (member: TestMember, planId: string) =>
      app().app.inject({ method: 'POST', url: '/api/payments/orders', headers: member.auth, payload: { planId } }),
    verify: (member: TestMember, body: object) =>
      app().app.inject({ method: 'POST', url: '/api/payments/verify', headers: member.auth, payload: body }),
    myPlan: async (member: TestMember): Promise<string> =>
      (await app().app.inject({ method: 'GET', url: '/api/users/me/membership', headers: member.auth })).json().plan.id,
    membershipsOf: (member: TestMember) =>
      app().database.db.select().from(memberships).where(eq(memberships.userId, member.id)),
    hook: (body: string, signature: string) =>
      app().app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: body,
      }),
  };
}
