import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Brand } from '@matri/contracts';
import type { Database } from '../../db/database';
import { requireMember } from '../../plugins/app/authentication';
import { invoiceOf, listPayments } from '../../services/payments/invoices';

const PaymentParams = z.object({ id: z.coerce.number({ error: 'The payment id must be a number' }).int().positive().max(2_147_483_647) }).strict();

/** The member's payments and the tax invoice of each, to print or download. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Database; brand: Brand; gstin: string | null }> = async (app, { db, brand, gstin }) => {
  app.get(
    '/api/users/me/payments',
    { schema: { tags: ['payments'], summary: 'My payments, newest first, with their invoice numbers' }, config: { access: 'member' } },
    async (request) => listPayments(db, requireMember(request).id, brand),
  );

  app.get(
    '/api/users/me/payments/:id/invoice',
    { schema: { tags: ['payments'], summary: 'The tax invoice of a payment (GST details)', params: PaymentParams }, config: { access: 'member' } },
    async (request) => invoiceOf(db, requireMember(request), request.params.id, { brand, gstin }),
  );
};
