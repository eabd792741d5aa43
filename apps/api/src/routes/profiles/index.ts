import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { validationError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { findVisibleMemberId, profileDetails, revealContact } from '../../modules/discovery';
import type { Notifier } from '../../modules/conversations';

/** /profiledetails: another member's profile within their privacy, and their contact details where allowed. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  registerEndpoint(app, endpoints.discovery.profile, async (request) => {
    const viewer = requireMember(request);
    const details = await profileDetails(db, viewer, request.params.profileId);
    await notifier.profileViewed(viewer, details.member.id);
    return details;
  });

  registerEndpoint(app, endpoints.discovery.revealContact, async (request) => {
    const viewer = requireMember(request);
    const memberId = await findVisibleMemberId(db, viewer.id, request.params.profileId);
    if (memberId === viewer.id)
      throw validationError(say({ en: 'These are your own contact details.', hi: 'यह आपका अपना संपर्क विवरण है।' }), [
        { path: ['profileId'], message: say({ en: 'Choose another member', hi: 'कोई दूसरा सदस्य चुनें' }) },
      ]);
    return revealContact(db, viewer, memberId);
  });
};
