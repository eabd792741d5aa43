import { z } from 'zod';
import { BlockTargetSchema, BlockedMemberSchema } from '../schemas/blocks';
import { DoneSchema } from './done-answer';
import { defineEndpoint } from './define-endpoint';

/** Blocking: a blocked member and I never see each other again, anywhere (the "never shown" rule). */
export const blockEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/blocks',
    summary: 'Members you blocked, newest first',
    tags: ['blocks'],
    response: z.array(BlockedMemberSchema),
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/blocks',
    summary: 'Block a member',
    tags: ['blocks'],
    body: BlockTargetSchema,
    status: 201,
    response: DoneSchema,
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/blocks/:profileId',
    summary: 'Unblock a member',
    tags: ['blocks'],
    params: BlockTargetSchema,
    status: 204,
    response: z.void(),
  }),
};
