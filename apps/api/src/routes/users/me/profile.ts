import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { registerEndpoint } from '../../../http/register-endpoint';
import { requireMember } from '../../../plugins/app/authentication';
import {
  findOwnProfile,
  findPartnerPreferences,
  savePartnerPreferences,
  updateOwnProfile,
  updatePrivacy,
} from '../../../modules/account';
import type { PhotoStore } from '../../../modules/photos';

/** The member's own profile, as the /dashboard forms read and change it. */
export const ownProfileRoutes: FastifyPluginAsyncZod<{ db: Database; store: PhotoStore }> = async (
  app,
  { db, store },
) => {
  registerEndpoint(app, endpoints.profile.own, async (request) => findOwnProfile(db, requireMember(request)));

  registerEndpoint(app, endpoints.profile.update, async (request) =>
    updateOwnProfile(db, requireMember(request), request.body),
  );

  registerEndpoint(app, endpoints.profile.partnerPreferences, async (request) =>
    findPartnerPreferences(db, requireMember(request).id),
  );

  registerEndpoint(app, endpoints.profile.savePartnerPreferences, async (request) =>
    savePartnerPreferences(db, requireMember(request).id, request.body),
  );

  registerEndpoint(app, endpoints.profile.updatePrivacy, async (request) =>
    updatePrivacy(db, store, requireMember(request), request.body),
  );
};
