import { z } from 'zod';
import {
  ReportActionParamsSchema,
  ReportAnswerSchema,
  ReportQueueQuerySchema,
  ReportResolutionSchema,
  ReportSchema,
} from '../schemas/reports';
import { DoneSchema } from './done-answer';
import { defineEndpoint } from './define-endpoint';

const adminsOnly = { access: 'admin', adminOnly: 'Only admins can open the reports queue.' } as const;

/** Members report profiles; admins work through the queue (suspend the member or dismiss the report). */
export const reportEndpoints = {
  file: defineEndpoint({
    method: 'POST',
    path: '/api/reports',
    summary: 'Report a member to the admins (the report also blocks them for the reporter)',
    tags: ['reports'],
    body: ReportSchema,
    status: 201,
    response: z.object({ id: z.number().int() }),
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reports',
    ...adminsOnly,
    summary: 'The reports queue (admins)',
    tags: ['reports'],
    query: ReportQueueQuerySchema,
    response: z.array(ReportAnswerSchema),
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/:id/:action',
    ...adminsOnly,
    summary: 'Suspend the reported member (with the reason they are told) or dismiss the report (admins)',
    tags: ['reports'],
    params: ReportActionParamsSchema,
    body: ReportResolutionSchema,
    response: DoneSchema,
  }),
};
