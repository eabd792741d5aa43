import { z } from 'zod';
import { ContactSchema } from '../schemas/auth';
import { DoneSchema } from './done-answer';
import { defineEndpoint } from './define-endpoint';

/** What anyone may call: the contact form and the health checks load balancers use. */
export const publicEndpoints = {
  contact: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Send a message to the support team',
    tags: ['contact'],
    body: ContactSchema.strict(),
    status: 201,
    response: DoneSchema,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness: the process answers',
    tags: ['health'],
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    summary: 'Readiness: the database (and its read replica) answers',
    tags: ['health'],
    response: z.object({ status: z.literal('ready') }),
  }),
};
