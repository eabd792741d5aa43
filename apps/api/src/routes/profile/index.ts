import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PartnerPreferencesSchema, PrivacySettingsSchema, ProfileUpdateSchema } from '@matri/contracts';
import type { Database } from '../../db/database';
import { requireMember } from '../../plugins/app/authentication';
import { findOwnProfile } from '../../services/profiles/find-own-profile';
import { findPartnerPreferences, savePartnerPreferences } from '../../services/profiles/partner-preferences';
import { updateOwnProfile } from '../../services/profiles/update-own-profile';
import { updatePrivacy } from '../../services/profiles/update-privacy';
import type { PhotoStore } from '../../services/photos/photo-store';

/** The member's own profile, as the /dashboard forms read and change it. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database; store: PhotoStore }> = async (app, { db, store }) => {
  app.get(
    '/api/users/me/profile',
    { schema: { tags: ['profile'], summary: 'Your profile and how complete it is' }, config: { access: 'member' } },
    async (request) => findOwnProfile(db, requireMember(request)),
  );

  app.patch(
    '/api/users/me/profile',
    {
      schema: { tags: ['profile'], summary: 'Change fields of your profile (gender, profile ID and account fields cannot be set)', body: ProfileUpdateSchema },
      config: { access: 'member' },
    },
    async (request) => updateOwnProfile(db, requireMember(request), request.body),
  );

  app.get(
    '/api/users/me/partner-preferences',
    { schema: { tags: ['profile'], summary: 'What you look for in a partner' }, config: { access: 'member' } },
    async (request) => findPartnerPreferences(db, requireMember(request).id),
  );

  app.put(
    '/api/users/me/partner-preferences',
    {
      schema: { tags: ['profile'], summary: 'Save what you look for; anything left out means any', body: PartnerPreferencesSchema },
      config: { access: 'member' },
    },
    async (request) => savePartnerPreferences(db, requireMember(request).id, request.body),
  );

  app.patch(
    '/api/users/me/privacy',
    {
      schema: { tags: ['profile'], summary: 'Who sees your photos; whether the public site may show you among recent members', body: PrivacySettingsSchema },
      config: { access: 'member' },
    },
    async (request) => updatePrivacy(db, store, requireMember(request), request.body),
  );
};
