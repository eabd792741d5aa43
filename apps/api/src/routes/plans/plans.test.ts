import { eq } from 'drizzle-orm';
import { defaultPlans } from '@matri/membership';
import { users } from '../../db/schema';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signUpAdmin(): Promise<TestMember> {
  const admin = await signUpMember(t);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  return admin;
}

const gold = { ...defaultPlans[1] };
const edit = (headers: Record<string, string>, id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/plans/${id}`, headers, payload: body });
const { id: _goldId, durationMonths: _goldMonths, ...goldEdit } = gold;

describe('plans', () => {
  it('lists Free and the 3, 6 and 12-month plans to anyone, in rupees before GST', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(answer.statusCode).toBe(200);
    const plans = answer.json();
    expect(plans.map((p: { id: string; durationMonths: number | null }) => [p.id, p.durationMonths])).toEqual([
      ['free', null],
      ['gold', 3],
      ['diamond', 6],
      ['platinum', 12],
    ]);
    expect(plans[0]).toMatchObject({ priceInr: 0, canSeeWhoViewed: false });
  });

  it('lets admins change a plan, refuses members, a price for Free, unknown plans and bad values', async () => {
    const admin = await signUpAdmin();
    const member = await signUpMember(t);
    const changed = { ...goldEdit, priceInr: 2699, interestsPerDay: 25 };
    const asMember = await edit(member.auth, 'gold', changed);
    expect([asMember.statusCode, asMember.json().error.message]).toEqual([403, 'Only admins can change the plans.']);

    const asAdmin = await edit(admin.auth, 'gold', changed);
    expect(asAdmin.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).json()[1]).toMatchObject({
      id: 'gold',
      priceInr: 2699,
      interestsPerDay: 25,
      durationMonths: 3,
    });

    const freeWithPrice = await edit(admin.auth, 'free', { ...goldEdit, name: 'Free', priceInr: 10 });
    expect([freeWithPrice.statusCode, freeWithPrice.json().error.message]).toEqual([
      400,
      'The Free plan costs nothing.',
    ]);
    expect((await edit(admin.auth, 'silver', changed)).json().error.message).toBe('There is no plan “silver”.');
    const bad = await edit(admin.auth, 'gold', { ...changed, interestsPerDay: 0, durationMonths: 5 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error)).toMatch(/Interests per day must be at least 1/);
    await edit(admin.auth, 'gold', goldEdit);
  });
});
