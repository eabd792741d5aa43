import { z } from 'zod';
import { OutboxMessageSchema } from '../demo/outbox-message';
import { defineEndpoint } from './define-endpoint';

/** What only admins read. */
export const adminEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    adminOnly: 'Only admins can read the outbox.',
    summary: 'Demo mode: the newest messages kept instead of sent (admins)',
    tags: ['admin'],
    response: z.array(OutboxMessageSchema),
  }),
};
