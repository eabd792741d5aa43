import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { invoiceCounters, memberships, paymentOrders, profiles } from '../../../db/schema';
import { lockMember, NotFound, Conflict } from '../../platform';
import { findPlan } from '../plans';
import { financialYearOf, planItemDescription } from '@matri/membership';
import type { PlanId } from '@matri/contracts';

type MembershipRow = typeof memberships.$inferSelect;

/** Calendar months on, as a plan of "3 months" bought on 31 January runs to 30 April (the month's last day). */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Activates the membership a verified payment paid for, exactly once: the order is locked, a paid order answers with
 * the membership it already made (a second signature check or webhook changes nothing), and a payment id can pay for
 * one order only. A plan bought while another runs starts when that one ends, so no paid day is lost.
 */
export async function activatePaidOrder(
  db: Database,
  payment: { providerOrderId: string; providerPaymentId: string },
  now = new Date(),
): Promise<{ membership: MembershipRow; isNew: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, payment.providerOrderId))
        .for('update');
      if (!order)
        throw new NotFound({
          en: 'There is no such order. Start the payment again from the Upgrade page.',
          hi: 'ऐसा कोई ऑर्डर नहीं है। अपग्रेड पेज से भुगतान फिर शुरू करें।',
        });
      if (order.status === 'paid') {
        if (order.providerPaymentId !== payment.providerPaymentId) {
          throw new Conflict({
            en: 'This order was already paid by another payment. Write to us and we refund the second one.',
            hi: 'इस ऑर्डर का भुगतान पहले ही किसी दूसरे भुगतान से हो चुका है। हमें लिखें, हम दूसरा भुगतान लौटा देंगे।',
          });
        }
        const [made] = await tx
          .select()
          .from(memberships)
          .where(eq(memberships.id, order.membershipId ?? -1));
        return { membership: made, isNew: false };
      }
      const { userId } = order;
      if (userId === null) {
        throw new Conflict({
          en: 'The account that placed this order was deleted, so no plan can start. Write to us and we refund the payment.',
          hi: 'यह ऑर्डर देने वाला खाता हटा दिया गया है, इसलिए कोई प्लान शुरू नहीं हो सकता। हमें लिखें, हम भुगतान लौटा देंगे।',
        });
      }
      // Two orders of one member paid at once must not both start today.
      await lockMember(tx, 'memberships', userId);
      const plan = await findPlan(tx, order.planId as PlanId);
      const [latest] = await tx
        .select({ endsAt: memberships.endsAt })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, now)))
        .orderBy(desc(memberships.endsAt))
        .limit(1);
      const startsAt = latest ? latest.endsAt : now;
      const [membership] = await tx
        .insert(memberships)
        .values({ userId, planId: order.planId, startsAt, endsAt: addMonths(startsAt, plan.durationMonths ?? 0) })
        .returning();
      // The invoice's number is taken in this transaction, so a failure midway leaves no gap in the year's numbers.
      const financialYear = financialYearOf(now);
      const [counter] = await tx
        .insert(invoiceCounters)
        .values({ financialYear, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceCounters.financialYear,
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
        })
        .returning();
      const [buyer] = await tx
        .select({ name: profiles.fullName, state: profiles.state, country: profiles.country })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      await tx
        .update(paymentOrders)
        .set({
          status: 'paid',
          providerPaymentId: payment.providerPaymentId,
          membershipId: membership.id,
          paidAt: now,
          invoiceYear: financialYear,
          invoiceSeq: counter.lastNumber,
          billedName: buyer?.name ?? null,
          billedState: buyer?.state ?? null,
          billedCountry: buyer?.country ?? null,
          itemDescription: planItemDescription(plan),
        })
        .where(eq(paymentOrders.id, order.id));
      return { membership, isNew: true };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new Conflict({
        en: 'This payment already paid for another order.',
        hi: 'इस भुगतान से पहले ही एक दूसरे ऑर्डर का भुगतान हो चुका है।',
      });
    throw error;
  }
}
