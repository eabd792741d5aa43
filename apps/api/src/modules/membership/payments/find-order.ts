import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { paymentOrders } from '../../../db/schema';

async function hasOrder(db: Database, where: SQL | undefined): Promise<boolean> {
  const [order] = await db.select({ id: paymentOrders.id }).from(paymentOrders).where(where).limit(1);
  return order !== undefined;
}

/** Whether a provider's order is one we made: orders of other integrations on the same account are not ours to activate. */
export function isOurOrder(db: Database, providerOrderId: string): Promise<boolean> {
  return hasOrder(db, eq(paymentOrders.providerOrderId, providerOrderId));
}

/** Whether the member made this order (at this provider, when named): nobody else may verify or pay it. */
export function isMembersOrder(
  db: Database,
  providerOrderId: string,
  memberId: number,
  provider?: string,
): Promise<boolean> {
  return hasOrder(
    db,
    and(
      eq(paymentOrders.providerOrderId, providerOrderId),
      eq(paymentOrders.userId, memberId),
      provider ? eq(paymentOrders.provider, provider) : undefined,
    ),
  );
}
