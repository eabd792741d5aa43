import { z } from 'zod';
import {
  InterestAnswerParamsSchema,
  InterestBoxQuerySchema,
  InterestSchema,
  InterestStateSchema,
  SendInterestSchema,
} from '../schemas/interests';
import { defineEndpoint } from './define-endpoint';

/** /request: send, list and answer interests. */
export const interestEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/interests',
    summary: 'Send an interest to a member',
    tags: ['interests'],
    body: SendInterestSchema,
    status: 201,
    response: InterestStateSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/interests',
    summary: 'Your interests: received, sent, accepted or declined',
    tags: ['interests'],
    query: InterestBoxQuerySchema,
    response: z.array(InterestSchema),
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: '/api/interests/:id/:answer',
    summary: 'Accept or decline an interest you received, or withdraw one you sent',
    tags: ['interests'],
    params: InterestAnswerParamsSchema,
    response: InterestStateSchema,
  }),
};
