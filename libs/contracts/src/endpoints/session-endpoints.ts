import { SessionSchema } from '../schemas/member';
import { defineEndpoint } from './define-endpoint';

/** The session the site's header shows, on every page. */
export const sessionEndpoints = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/user',
    access: 'public',
    summary: 'Session of the bearer token',
    tags: ['session'],
    response: SessionSchema,
  }),
};
