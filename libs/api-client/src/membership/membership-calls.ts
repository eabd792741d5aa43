import { queryOptions } from '@tanstack/react-query';
import {
  membershipEndpoints,
  type PaymentOrderJson,
  type PaymentOrderStart,
  type PaymentVerify,
  type PlanUpdate,
  type Plan,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { membershipKeys } from '../query/query-keys';

export function plansQueryOptions(http: Http) {
  return queryOptions({
    queryKey: membershipKeys.plans(),
    queryFn: () => callEndpoint(http, membershipEndpoints.plans),
  });
}

export function membershipQueryOptions(http: Http) {
  return queryOptions({ queryKey: membershipKeys.mine(), queryFn: () => callEndpoint(http, membershipEndpoints.mine) });
}

export function startPaymentOrder(http: Http, body: PaymentOrderStart): Promise<PaymentOrderJson> {
  return callEndpoint(http, membershipEndpoints.startOrder, { body });
}

export function verifyPayment(http: Http, body: PaymentVerify) {
  return callEndpoint(http, membershipEndpoints.verifyPayment, { body });
}

export function paymentsQueryOptions(http: Http) {
  return queryOptions({
    queryKey: membershipKeys.payments(),
    queryFn: () => callEndpoint(http, membershipEndpoints.payments),
  });
}

export function invoiceQueryOptions(http: Http, paymentId: number) {
  return queryOptions({
    queryKey: membershipKeys.invoice(paymentId),
    queryFn: () => callEndpoint(http, membershipEndpoints.invoice, { params: { id: paymentId } }),
  });
}

/** The tax invoice as a PDF, in the member's language. */
export function downloadInvoicePdf(http: Http, paymentId: number): Promise<Blob> {
  return callEndpoint(http, membershipEndpoints.invoicePdf, { params: { id: paymentId } });
}

/** An admin's change of a plan's price or what it unlocks. */
export function updatePlan(http: Http, planId: string, body: PlanUpdate): Promise<Plan> {
  return callEndpoint(http, membershipEndpoints.updatePlan, { params: { id: planId }, body });
}

/** Demo mode: the member pays their own order on the test processor; the answer is what Checkout would hand the page. */
export function payTestOrder(http: Http, orderId: string): Promise<PaymentVerify> {
  return callEndpoint(http, membershipEndpoints.payTestOrder, { params: { orderId } });
}
