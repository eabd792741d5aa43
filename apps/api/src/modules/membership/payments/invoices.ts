import { and, desc, eq } from 'drizzle-orm';
import { GST_RATE, MATCHMAKING_SAC, invoiceNumber, splitGst } from '@matri/membership';
import {
  countries,
  indianStates,
  labelOf,
  type Brand,
  type InvoiceJson,
  type Language,
  type PaymentJson,
} from '@matri/contracts';
import type { Database } from '../../../db/database';
import { memberships, paymentOrders, users, type UserRow } from '../../../db/schema';
import { NotFound } from '../../platform';

/** A tax invoice states its parties' places in English whoever reads it: the record stays one text (the page adds Hindi labels). */
const INVOICE_LANGUAGE: Language = 'en';

type PaidOrder = typeof paymentOrders.$inferSelect & { invoiceYear: string; invoiceSeq: number; paidAt: Date };

const isInvoiced = (order: typeof paymentOrders.$inferSelect): order is PaidOrder =>
  order.status === 'paid' && order.invoiceYear !== null && order.invoiceSeq !== null && order.paidAt !== null;

/** The member's paid orders, newest first, each with its invoice number. */
export async function listPayments(db: Database, userId: number, brand: Brand): Promise<PaymentJson[]> {
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
    .orderBy(desc(paymentOrders.paidAt));
  return orders.filter(isInvoiced).map((order) => ({
    id: order.id,
    invoiceNumber: invoiceNumber(brand.profileIdPrefix, order.invoiceYear, order.invoiceSeq),
    planName: order.itemDescription ?? order.planId,
    planId: order.planId,
    paidAt: order.paidAt.toISOString(),
    amountPaise: order.amountPaise,
  }));
}

/**
 * The tax invoice of a paid order, for its member (or an admin helping them): the seller with the GSTIN, the buyer as
 * they were when they paid, the place of supply, the SAC, the taxable value and GST split by where the buyer lives.
 */
export async function invoiceOf(
  db: Database,
  viewer: UserRow,
  orderId: number,
  seller: { brand: Brand; gstin: string | null },
): Promise<InvoiceJson> {
  const [row] = await db
    .select({
      order: paymentOrders,
      email: users.email,
      mobile: users.mobile,
      startsAt: memberships.startsAt,
      endsAt: memberships.endsAt,
    })
    .from(paymentOrders)
    // An erased account's orders stay (tax law keeps invoices); its e-mail and mobile are gone with it.
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(memberships, eq(memberships.id, paymentOrders.membershipId))
    .where(eq(paymentOrders.id, orderId));
  if (!row || !isInvoiced(row.order) || (row.order.userId !== viewer.id && viewer.role !== 'admin')) {
    throw new NotFound({
      en: 'There is no invoice of yours with this number.',
      hi: 'इस नंबर का आपका कोई इनवॉइस नहीं है।',
    });
  }
  const { order } = row;
  const { brand } = seller;
  const office = brand.offices.main;
  const buyerState = order.billedCountry === 'in' || order.billedCountry === null ? order.billedState : null;
  const isAbroad = order.billedCountry !== null && order.billedCountry !== 'in';
  return {
    invoiceNumber: invoiceNumber(brand.profileIdPrefix, order.invoiceYear, order.invoiceSeq),
    issuedAt: order.paidAt.toISOString(),
    seller: {
      name: brand.name,
      addressLines: [...office.lines],
      state: labelOf(indianStates, office.state, INVOICE_LANGUAGE),
      gstin: seller.gstin,
      email: brand.contactEmail,
      phone: brand.supportPhone,
    },
    buyer: {
      name: order.billedName ?? '',
      email: row.email,
      mobile: row.mobile,
      state: buyerState ? labelOf(indianStates, buyerState, INVOICE_LANGUAGE) : null,
      country: labelOf(countries, order.billedCountry ?? 'in', INVOICE_LANGUAGE),
    },
    placeOfSupply: isAbroad
      ? 'Outside India'
      : buyerState
        ? labelOf(indianStates, buyerState, INVOICE_LANGUAGE)
        : labelOf(indianStates, office.state, INVOICE_LANGUAGE),
    item: {
      description: order.itemDescription ?? order.planId,
      sac: MATCHMAKING_SAC,
      period:
        row.startsAt && row.endsAt ? { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() } : null,
      taxablePaise: order.amountPaise - order.gstPaise,
    },
    gstRatePercent: Math.round(GST_RATE * 100),
    ...splitGst(order.gstPaise, office.state, isAbroad ? null : (buyerState ?? office.state)),
    totalPaise: order.amountPaise,
    payment: {
      provider: order.provider === 'razorpay' ? 'Razorpay' : 'Test processor',
      orderId: order.providerOrderId,
      paymentId: order.providerPaymentId ?? '',
    },
  };
}
