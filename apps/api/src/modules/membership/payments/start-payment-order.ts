import { eq } from 'drizzle-orm';
import { priceWithGst } from '@matri/membership';
import { type PaymentOrderJson, type PlanId, say } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { paymentOrders, profiles, type UserRow } from '../../../db/schema';
import { findPlan } from '../plans';
import type { PaymentProvider } from './payment-provider';
import { InvalidInput } from '../../platform';

/** An order for a paid plan at the provider, at the plan's price with GST, recorded before the member pays. */
export async function startPaymentOrder(
  db: Database,
  provider: PaymentProvider,
  member: UserRow,
  planId: string,
): Promise<PaymentOrderJson> {
  const plan = await findPlan(db, planId as PlanId);
  if (plan.priceInr === 0)
    throw new InvalidInput({ en: 'The Free plan needs no payment.', hi: 'मुफ़्त प्लान के लिए भुगतान की ज़रूरत नहीं है।' }, [
      { path: ['planId'], message: say({ en: 'Choose a paid plan', hi: 'कोई सशुल्क प्लान चुनें' }) },
    ]);
  const { gst, total } = priceWithGst(plan.priceInr);
  const amountPaise = total * 100;
  const { orderId } = await provider.createOrder({ amountPaise, receipt: `member-${member.id}-${Date.now()}` });
  await db.insert(paymentOrders).values({
    userId: member.id,
    planId: plan.id,
    provider: provider.name,
    providerOrderId: orderId,
    amountPaise,
    gstPaise: gst * 100,
  });
  const [profile] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.userId, member.id));
  return {
    orderId,
    provider: provider.name,
    keyId: provider.keyId,
    amountPaise,
    gstPaise: gst * 100,
    currency: 'INR',
    plan,
    prefill: { name: profile?.fullName ?? '', email: member.email, contact: member.mobile },
  };
}
