import { z } from 'zod';
import { RecentMemberSchema } from '../members/recent-member';
import { defineEndpoint } from './define-endpoint';

/** The public site's members block. */
export const memberEndpoints = {
  recent: defineEndpoint({
    method: 'GET',
    path: '/api/members/recent',
    access: 'public',
    summary: 'Newest members who chose to appear on the public site',
    tags: ['members'],
    query: z.object({}).strict(),
    response: z.array(RecentMemberSchema),
  }),
};
