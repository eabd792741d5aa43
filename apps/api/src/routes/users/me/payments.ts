import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Brand } from '@matri/contracts';
import { invoicePdfName } from '@matri/membership';
import type { Database } from '../../../db/database';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { AttemptLimit } from '../../../plugins/app/attempt-limits';
import { requireMember } from '../../../plugins/app/authentication';
import { invoiceOf, listPayments, renderInvoicePdf } from '../../../modules/membership';

/** A PDF costs a second of shaping Devanagari: enough for any member's invoices, not for a loop that keeps a process busy. */
const invoicePdfLimits: AttemptLimit[] = [
  { name: 'invoice pdf per member', max: 30, windowMinutes: 60, per: 'member' },
];

/** The member's payments and the tax invoice of each, to print or download. */
export const paymentHistoryRoutes: FastifyPluginAsyncZod<{ db: Database; brand: Brand; gstin: string | null }> = async (
  app,
  { db, brand, gstin },
) => {
  registerEndpoint(app, endpoints.membership.payments, async (request) =>
    listPayments(db, requireMember(request).id, brand),
  );

  registerEndpoint(app, endpoints.membership.invoice, async (request) =>
    invoiceOf(db, requireMember(request), request.params.id, { brand, gstin }),
  );

  registerEndpoint(
    app,
    endpoints.membership.invoicePdf,
    async (request, reply) => {
      const invoice = await invoiceOf(db, requireMember(request), request.params.id, { brand, gstin });
      return reply
        .header('content-disposition', `attachment; filename="${invoicePdfName(invoice.invoiceNumber)}"`)
        .header('cache-control', 'no-store')
        .type('application/pdf')
        .send(await renderInvoicePdf(invoice));
    },
    { limits: invoicePdfLimits },
  );
};
