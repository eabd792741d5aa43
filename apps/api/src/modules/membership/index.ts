/**
 * The membership module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * Plans and what they allow, payments (payments/: Razorpay and the test processor, invoices) and the PDF writer of
 * the documents a member keeps (documents/).
 */
export { contactViewsThisMonth } from './contact-allowance';
export { currentPlanOf } from './current-plan';
export { activatePaidOrder } from './payments/activate-paid-order';
export { isMembersOrder, isOurOrder } from './payments/find-order';
export { invoiceOf, listPayments } from './payments/invoices';
export type { PaymentProvider } from './payments/payment-provider';
export { paymentSignature, webhookSignature } from './payments/payment-signatures';
export { createRazorpayProvider } from './payments/razorpay';
export { reconcilePendingOrders } from './payments/reconcile-payments';
export { renderInvoicePdf } from './payments/render-invoice-pdf';
export { startPaymentOrder } from './payments/start-payment-order';
export { createTestProcessor, testProcessorSecret } from './payments/test-processor';
export type { TestProcessor } from './payments/test-processor';
export { ensureDefaultPlans, listPlans, updatePlan } from './plans';
