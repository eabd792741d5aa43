import { eq } from 'drizzle-orm';
import { memberships, paymentOrders } from '../../../db/schema';
import { createTestApp, signUpMember, type TestApp } from '../../../testing/test-app';
import { Conflict, NotFound } from '../../platform';
import { activatePaidOrder, addMonths } from './activate-paid-order';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
async function orderFor(userId: number | null, planId: string) {
  sequence += 1;
  const providerOrderId = `order_test_${process.pid}_${sequence}`;
  await t.database.db
    .insert(paymentOrders)
    .values({ userId, planId, provider: 'test', providerOrderId, amountPaise: 294882, gstPaise: 44982 });
  return providerOrderId;
}

describe('addMonths', () => {
  it('moves by calendar months and keeps to the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-11-23T10:00:00Z'), 3).toISOString()).toBe('2027-02-23T10:00:00.000Z');
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2027-08-31T00:00:00Z'), 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('activatePaidOrder', () => {
  it('activates one membership per payment, however often the payment is reported', async () => {
    const member = await signUpMember(t);
    const order = await orderFor(member.id, 'gold');
    const now = new Date('2026-11-23T10:00:00Z');
    const first = await activatePaidOrder(
      t.database.db,
      { providerOrderId: order, providerPaymentId: `pay_${order}` },
      now,
    );
    const again = await Promise.all(
      [1, 2].map(() =>
        activatePaidOrder(t.database.db, { providerOrderId: order, providerPaymentId: `pay_${order}` }, now),
      ),
    );
    expect(first).toMatchObject({
      isNew: true,
      membership: { planId: 'gold', startsAt: now, endsAt: new Date('2027-02-23T10:00:00Z') },
    });
    expect(again.map((a) => [a.isNew, a.membership.id])).toEqual([
      [false, first.membership.id],
      [false, first.membership.id],
    ]);
    expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, member.id))).toHaveLength(1);
  });

  it('starts a plan bought while another runs when that one ends', async () => {
    const member = await signUpMember(t);
    const now = new Date('2026-11-23T10:00:00Z');
    await activatePaidOrder(
      t.database.db,
      { providerOrderId: await orderFor(member.id, 'gold'), providerPaymentId: `pay_a_${member.id}` },
      now,
    );
    const second = await activatePaidOrder(
      t.database.db,
      { providerOrderId: await orderFor(member.id, 'diamond'), providerPaymentId: `pay_b_${member.id}` },
      now,
    );
    expect(second.membership).toMatchObject({
      startsAt: new Date('2027-02-23T10:00:00Z'),
      endsAt: new Date('2027-08-23T10:00:00Z'),
    });
  });

  it('refuses a payment id used for another order, a second payment for a paid order, and unknown orders', async () => {
    const member = await signUpMember(t);
    const paid = await orderFor(member.id, 'gold');
    await activatePaidOrder(t.database.db, { providerOrderId: paid, providerPaymentId: `pay_c_${member.id}` });
    const other = await orderFor(member.id, 'gold');
    await expect(
      activatePaidOrder(t.database.db, { providerOrderId: other, providerPaymentId: `pay_c_${member.id}` }),
    ).rejects.toBeInstanceOf(Conflict);
    await expect(
      activatePaidOrder(t.database.db, { providerOrderId: paid, providerPaymentId: `pay_d_${member.id}` }),
    ).rejects.toStrictEqual(
      new Conflict('This order was already paid by another payment. Write to us and we refund the second one.'),
    );
    await expect(
      activatePaidOrder(t.database.db, { providerOrderId: 'order_nowhere', providerPaymentId: 'pay_x' }),
    ).rejects.toBeInstanceOf(NotFound);
    const [still] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, other));
    expect(still).toMatchObject({ status: 'created', providerPaymentId: null, membershipId: null });
  });

  it('starts no plan for an order whose account was erased, and says so', async () => {
    const providerOrderId = await orderFor(null, 'gold');
    await expect(
      activatePaidOrder(t.database.db, { providerOrderId, providerPaymentId: `pay_gone_${process.pid}` }),
    ).rejects.toStrictEqual(
      new Conflict(
        'The account that placed this order was deleted, so no plan can start. Write to us and we refund the payment.',
      ),
    );
    const [order] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, providerOrderId));
    expect(order.status).toBe('created');
  });
});
