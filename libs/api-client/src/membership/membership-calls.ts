import { queryOptions } from '@tanstack/react-query';
import type { InvoiceJson, MembershipJson, PaymentJson, PaymentOrderJson, PaymentOrderStart, PaymentVerify, Plan, PlanUpdate } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { membershipKeys } from '../query/query-keys';

export function plansQueryOptions(http: Http) {
  return queryOptions({ queryKey: membershipKeys.plans(), queryFn: () => http.get<Plan[]>('/api/plans') });
}

export function membershipQueryOptions(http: Http) {
  return queryOptions({ queryKey: membershipKeys.mine(), queryFn: () => http.get<MembershipJson>('/api/users/me/membership') });
}

export function startPaymentOrder(http: Http, body: PaymentOrderStart): Promise<PaymentOrderJson> {
  return http.post<PaymentOrderJson>('/api/payments/orders', body);
}

export function verifyPayment(http: Http, body: PaymentVerify): Promise<Pick<MembershipJson, 'plan' | 'ends_at'>> {
  return http.post<Pick<MembershipJson, 'plan' | 'ends_at'>>('/api/payments/verify', body);
}

export function paymentsQueryOptions(http: Http) {
  return queryOptions({ queryKey: membershipKeys.payments(), queryFn: () => http.get<PaymentJson[]>('/api/users/me/payments') });
}

export function invoiceQueryOptions(http: Http, paymentId: number) {
  return queryOptions({ queryKey: membershipKeys.invoice(paymentId), queryFn: () => http.get<InvoiceJson>(`/api/users/me/payments/${paymentId}/invoice`) });
}

/** An admin's change of a plan's price or what it unlocks. */
export function updatePlan(http: Http, planId: string, body: PlanUpdate): Promise<Plan> {
  return http.put<Plan>(`/api/admin/plans/${encodeURIComponent(planId)}`, body);
}

/** Demo mode: the member pays their own order on the test processor; the answer is what Checkout would hand the page. */
export function payTestOrder(http: Http, orderId: string): Promise<PaymentVerify> {
  return http.post<PaymentVerify>(`/api/test-processor/orders/${encodeURIComponent(orderId)}/pay`, {});
}
