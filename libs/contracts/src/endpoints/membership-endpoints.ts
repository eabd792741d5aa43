import { z } from 'zod';
import { idParamsSchema } from '../schemas/fields';
import {
  ActivePlanSchema,
  InvoiceSchema,
  MembershipSchema,
  PaymentOrderSchema,
  PaymentSchema,
  PlanSchema,
} from '../membership/membership-answers';
import { PaymentOrderStartSchema, PaymentVerifySchema, PlanUpdateSchema } from '../membership/plan-api';
import { DoneSchema } from './done-answer';
import { FileAnswerSchema } from './file-answer';
import { defineEndpoint } from './define-endpoint';

/** The plans (public: /membership shows them), an admin's edit of one, the member's plan, payments and invoices. */
export const membershipEndpoints = {
  plans: defineEndpoint({
    method: 'GET',
    path: '/api/plans',
    access: 'public',
    summary: 'Membership plans, Free first',
    tags: ['membership'],
    response: z.array(PlanSchema),
  }),
  updatePlan: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/plans/:id',
    access: 'admin',
    adminOnly: 'Only admins can change the plans.',
    summary: 'Change a plan’s price or what it unlocks (admins)',
    tags: ['membership'],
    params: z.object({ id: z.string().trim().min(1).max(40) }).strict(),
    body: PlanUpdateSchema,
    response: PlanSchema,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/membership',
    summary: 'My plan, when it ends, today’s interests and this month’s contact views',
    tags: ['membership'],
    response: MembershipSchema,
  }),
  startOrder: defineEndpoint({
    method: 'POST',
    path: '/api/payments/orders',
    summary: 'Start paying for a plan',
    tags: ['payments'],
    body: PaymentOrderStartSchema,
    status: 201,
    response: PaymentOrderSchema,
  }),
  payTestOrder: defineEndpoint({
    method: 'POST',
    path: '/api/test-processor/orders/:orderId/pay',
    summary: 'Demo mode: pay your own order on the test processor; the answer is what Checkout would hand the page',
    tags: ['payments'],
    params: z.object({ orderId: z.string().min(1).max(64) }).strict(),
    response: z.object({ orderId: z.string(), paymentId: z.string(), signature: z.string() }),
  }),
  paymentWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'public',
    summary: 'Payment provider webhook (heard only with a valid X-Razorpay-Signature over the raw body)',
    tags: ['payments'],
    response: DoneSchema,
  }),
  verifyPayment: defineEndpoint({
    method: 'POST',
    path: '/api/payments/verify',
    summary: 'Activate the plan of a payment Checkout reported',
    tags: ['payments'],
    body: PaymentVerifySchema,
    response: ActivePlanSchema,
  }),
  payments: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/payments',
    summary: 'My payments, newest first, with their invoice numbers',
    tags: ['payments'],
    response: z.array(PaymentSchema),
  }),
  invoice: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/payments/:id/invoice',
    summary: 'The tax invoice of a payment (GST details)',
    tags: ['payments'],
    params: idParamsSchema('id', { en: 'payment', hi: 'भुगतान' }),
    response: InvoiceSchema,
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/payments/:id/invoice/pdf',
    summary: 'The tax invoice of a payment as a PDF, in your language',
    tags: ['payments'],
    params: idParamsSchema('id', { en: 'payment', hi: 'भुगतान' }),
    produces: ['application/pdf'],
    response: FileAnswerSchema,
  }),
};
