import { ProfileViewersSchema } from '../members/profile-viewer';
import { MemberSchema } from '../schemas/member';
import { defineEndpoint } from './define-endpoint';

/** The logged-in member's own account, and who looked at their profile. */
export const userEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/users/me',
    summary: 'The logged-in member',
    tags: ['users'],
    response: MemberSchema,
  }),
  viewers: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/viewers',
    summary: 'How many members viewed your profile, and who (newest first) on plans that show it',
    tags: ['users'],
    response: ProfileViewersSchema,
  }),
};
