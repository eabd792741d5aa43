import { OwnProfileAnswerSchema } from '../schemas/own-profile';
import { PartnerPreferencesAnswerSchema, PartnerPreferencesSchema } from '../schemas/partner-preferences';
import { PrivacySettingsSchema } from '../schemas/privacy';
import { ProfileUpdateSchema } from '../schemas/profile';
import { defineEndpoint } from './define-endpoint';

/** The member's own profile, as the /dashboard forms read and change it. */
export const profileEndpoints = {
  own: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/profile',
    summary: 'Your profile and how complete it is',
    tags: ['profile'],
    response: OwnProfileAnswerSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/users/me/profile',
    summary: 'Change fields of your profile (gender, profile ID and account fields cannot be set)',
    tags: ['profile'],
    body: ProfileUpdateSchema,
    response: OwnProfileAnswerSchema,
  }),
  partnerPreferences: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/partner-preferences',
    summary: 'What you look for in a partner',
    tags: ['profile'],
    response: PartnerPreferencesAnswerSchema,
  }),
  savePartnerPreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me/partner-preferences',
    summary: 'Save what you look for; anything left out means any',
    tags: ['profile'],
    body: PartnerPreferencesSchema,
    response: PartnerPreferencesAnswerSchema,
  }),
  updatePrivacy: defineEndpoint({
    method: 'PATCH',
    path: '/api/users/me/privacy',
    summary: 'Who sees your photos; whether the public site may show you among recent members',
    tags: ['profile'],
    body: PrivacySettingsSchema,
    response: OwnProfileAnswerSchema,
  }),
};
