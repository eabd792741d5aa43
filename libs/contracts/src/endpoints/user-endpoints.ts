import { ProfileViewersSchema } from '../members/profile-viewer';
import { LanguageChoiceSchema, MemberSchema } from '../schemas/member';
import { idParamsSchema } from '../schemas/fields';
import { UserRecordQuerySchema, UserRecordSchema } from '../schemas/user-record';
import { defineEndpoint } from './define-endpoint';

/** The logged-in member's own account, a member's record, and who looked at the member's profile. */
export const userEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/users/me',
    summary: 'The logged-in member',
    tags: ['users'],
    response: MemberSchema,
  }),
  record: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id',
    summary: 'A member, within what the viewer may see',
    tags: ['users'],
    params: idParamsSchema('id', { en: 'member', hi: 'सदस्य' }),
    query: UserRecordQuerySchema,
    response: UserRecordSchema,
  }),
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me/language',
    summary: 'Choose the language you read: the member area, e-mails and SMS follow it',
    tags: ['users'],
    body: LanguageChoiceSchema,
    response: LanguageChoiceSchema,
  }),
  viewers: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/viewers',
    summary: 'How many members viewed your profile, and who (newest first) on plans that show it',
    tags: ['users'],
    response: ProfileViewersSchema,
  }),
};
