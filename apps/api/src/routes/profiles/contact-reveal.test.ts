import { eq } from 'drizzle-orm';
import { defaultPlans } from '@matri/membership';
import { contactReveals, memberships, profiles, users } from '../../db/schema';
import { givePlan } from '../../testing/give-plan';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [, gold] = defaultPlans;

const reveal = (viewer: TestMember, owner: TestMember) =>
  t.app.inject({ method: 'POST', url: `/api/profiles/${owner.profileId}/contact`, headers: viewer.auth });
const access = async (viewer: TestMember, owner: TestMember) =>
  (await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profileId}`, headers: viewer.auth })).json()
    .contactAccess;
const contactViewsUsed = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me/membership', headers: member.auth })).json()
    .contactViewsThisMonth;

/** An owner who shares contact details as `contactVisibility` says, connected to the viewer by an accepted interest. */
async function connect(
  viewer: TestMember,
  contactVisibility: 'nobody' | 'accepted' | 'paid-accepted',
  fullName = 'Kavya Menon',
) {
  const owner = await signUpMember(t, { fullName });
  await t.database.db.update(profiles).set({ contactVisibility }).where(eq(profiles.userId, owner.id));
  const { id } = (
    await t.app.inject({
      method: 'POST',
      url: '/api/interests',
      headers: viewer.auth,
      payload: { profileId: owner.profileId },
    })
  ).json();
  await t.app.inject({ method: 'POST', url: `/api/interests/${id}/accept`, headers: owner.auth });
  return owner;
}

async function connectedPair(contactVisibility: 'nobody' | 'accepted' | 'paid-accepted') {
  const viewer = await signUpMember(t, { gender: 'male' });
  return { viewer, owner: await connect(viewer, contactVisibility) };
}

describe('POST /api/profiles/:profileId/contact', () => {
  it('offers a Free member the upgrade for a member who shares contact details with paying members', async () => {
    const { owner, viewer } = await connectedPair('paid-accepted');
    expect(await access(viewer, owner)).toBe('upgrade');
    const refused = await reveal(viewer, owner);
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      403,
      'Kavya Menon shares contact details with paying members. Upgrade to see them.',
    ]);
    expect(refused.json().error.details.errors[0].path).toEqual(['plan']);
  });

  it('shows them with a paid plan, counts the member once, and keeps them shown on every route', async () => {
    const { owner, viewer } = await connectedPair('paid-accepted');
    await givePlan(t, viewer, 'gold');
    expect(await access(viewer, owner)).toBe('reveal');
    const shown = await reveal(viewer, owner);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      contact: { email: owner.registration.email, mobile: expect.stringMatching(/^\+91\d{10}$/) },
      contactViewsLeft: gold.contactViewsPerMonth - 1,
    });
    expect((await reveal(viewer, owner)).json().contactViewsLeft).toBe(gold.contactViewsPerMonth - 1);
    expect(await contactViewsUsed(viewer)).toBe(1);
    expect(await access(viewer, owner)).toBe('shown');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}`, headers: viewer.auth })).json().contact.email,
    ).toBe(owner.registration.email);
    const [accepted] = (
      await t.app.inject({ method: 'GET', url: '/api/interests?box=accepted', headers: viewer.auth })
    ).json();
    expect(accepted.contact.email).toBe(owner.registration.email);
  });

  it('stops at the plan’s contact views for the month, saying when more come', async () => {
    const { owner, viewer } = await connectedPair('paid-accepted');
    await givePlan(t, viewer, 'gold');
    // The month's allowance used on other members already.
    const others = await Promise.all(Array.from({ length: gold.contactViewsPerMonth }, () => signUpMember(t)));
    await t.database.db
      .insert(contactReveals)
      .values(others.map((other) => ({ viewerId: viewer.id, memberId: other.id })));
    expect(await access(viewer, owner)).toBe('upgrade');
    const refused = await reveal(viewer, owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(
      new RegExp(
        `^You have seen all ${gold.contactViewsPerMonth} contact details your Gold plan gives this month\\. More from 1 \\w+, or move to a bigger plan\\.$`,
      ),
    );
    // A Hindi reader reads the plan and the month in Hindi: "गोल्ड", "1 दिसंबर", never "Gold" or "1 December".
    await t.database.db.update(users).set({ lang: 'hi' }).where(eq(users.id, viewer.id));
    expect((await reveal(viewer, owner)).json().error.message).toMatch(
      new RegExp(
        `^आपके गोल्ड प्लान में इस महीने के सभी ${gold.contactViewsPerMonth} संपर्क-दर्शन .+ 1 [\\u0900-\\u097F]+ से और मिलेंगे`,
      ),
    );
  });

  it('gives the last contact view of the month once when asked for two members at the same time', async () => {
    const first = await connectedPair('paid-accepted');
    const viewer = first.viewer;
    const second = await connect(viewer, 'paid-accepted', 'Isha Kapoor');
    await givePlan(t, viewer, 'gold');
    const others = await Promise.all(Array.from({ length: gold.contactViewsPerMonth - 1 }, () => signUpMember(t)));
    await t.database.db
      .insert(contactReveals)
      .values(others.map((other) => ({ viewerId: viewer.id, memberId: other.id })));
    const answers = await Promise.all([reveal(viewer, first.owner), reveal(viewer, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    expect(await contactViewsUsed(viewer)).toBe(gold.contactViewsPerMonth);
  });

  it('loses the allowance when the plan ends, but what was seen stays seen', async () => {
    const seen = await connectedPair('paid-accepted');
    const viewer = seen.viewer;
    const later = await connect(viewer, 'paid-accepted', 'Nidhi Joshi');
    await givePlan(t, viewer, 'gold');
    expect((await reveal(viewer, seen.owner)).statusCode).toBe(200);

    await t.database.db
      .update(memberships)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(memberships.userId, viewer.id));
    expect(await access(viewer, later)).toBe('upgrade');
    expect((await reveal(viewer, later)).json().error.message).toBe(
      'Nidhi Joshi shares contact details with paying members. Upgrade to see them.',
    );
    expect(await access(viewer, seen.owner)).toBe('shown');
    expect((await reveal(viewer, seen.owner)).statusCode).toBe(200);
  });

  it('needs no plan for members who share with every accepted member, and refuses private or unconnected ones', async () => {
    const open = await connectedPair('accepted');
    expect(await access(open.viewer, open.owner)).toBe('shown');
    expect((await reveal(open.viewer, open.owner)).json()).toEqual({
      contact: { email: open.owner.registration.email, mobile: expect.any(String) },
      contactViewsLeft: null,
    });
    expect(await contactViewsUsed(open.viewer)).toBe(0);

    const closed = await connectedPair('nobody');
    await givePlan(t, closed.viewer, 'platinum');
    expect(await access(closed.viewer, closed.owner)).toBe('private');
    expect((await reveal(closed.viewer, closed.owner)).json().error.message).toBe(
      'Kavya Menon keeps contact details private.',
    );

    const stranger = await signUpMember(t, { gender: 'male' });
    await givePlan(t, stranger, 'platinum');
    expect(await access(stranger, open.owner)).toBe('after-acceptance');
    expect((await reveal(stranger, open.owner)).json().error.message).toBe(
      'Contact details are shared once an interest between you is accepted.',
    );
    expect((await reveal(stranger, stranger)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/profiles/${open.owner.profileId}/contact` })).statusCode,
    ).toBe(401);
  });
});
