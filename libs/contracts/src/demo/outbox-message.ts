/**
 * GET /api/admin/outbox (demo mode, admins only): a message the API would have sent by mail or SMS, kept in the
 * outbox because demo mode sends nothing.
 */
export interface OutboxMessageJson {
  id: string;
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

/** The outbox page lists the newest messages only. */
export const OUTBOX_PAGE_SIZE = 100;
