import { z } from 'zod';

/**
 * GET /api/admin/outbox (demo mode, admins only): a message the API would have sent by mail or SMS, kept in the
 * outbox because demo mode sends nothing.
 */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type OutboxMessageJson = z.infer<typeof OutboxMessageSchema>;

/** The outbox page lists the newest messages only. */
export const OUTBOX_PAGE_SIZE = 100;
