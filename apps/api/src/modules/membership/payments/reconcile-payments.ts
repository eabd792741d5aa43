import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { paymentOrders } from '../../../db/schema';
import { activatePaidOrder } from './activate-paid-order';
import type { PaymentProvider } from './payment-provider';

/** How far back unpaid orders are asked about: a payment is captured within minutes, or within days at the latest. */
const PENDING_DAYS = 3;

/**
 * "Payment deducted but membership not activated" never stays so: orders still unpaid on our side are checked with the
 * provider, and each captured payment activates its plan (once, as a webhook would). One order's trouble does not
 * stop the others; it is asked again next time.
 */
export async function reconcilePendingOrders(
  db: Database,
  provider: PaymentProvider,
  now = new Date(),
): Promise<{ checked: number; activated: number; failed: number }> {
  const pending = await db
    .select({ orderId: paymentOrders.providerOrderId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'created'),
        eq(paymentOrders.provider, provider.name),
        gt(paymentOrders.createdAt, new Date(now.getTime() - PENDING_DAYS * 86_400_000)),
      ),
    );
  let activated = 0;
  let failed = 0;
  for (const { orderId } of pending) {
    try {
      const captured = (await provider.paymentsOf(orderId)).find((payment) => payment.status === 'captured');
      if (
        captured &&
        (await activatePaidOrder(db, { providerOrderId: orderId, providerPaymentId: captured.id }, now)).isNew
      )
        activated += 1;
    } catch {
      failed += 1;
    }
  }
  return { checked: pending.length, activated, failed };
}
