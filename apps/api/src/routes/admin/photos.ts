import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import type { Notifier } from '../../modules/conversations';
import { decidePhoto, listPhotoDesk } from '../../modules/photos';

/**
 * The photo desk: photos screening held for a person and photos of members reported for one, approved or rejected
 * with a reason from the list; the member is told in their language (a notification and its e-mail).
 */
export const photoDeskRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  registerEndpoint(app, endpoints.photos.reviewQueue, async (request) => listPhotoDesk(db, requireMember(request).id));

  registerEndpoint(app, endpoints.photos.decide, async (request) => {
    const admin = requireMember(request);
    const { memberId, notice, outcome } = await decidePhoto(
      db,
      admin.id,
      request.params.photoId,
      request.params.decision,
      request.body.reason,
    );
    // The notifier logs its own failures: the decision is saved whatever happens to the notice.
    if (notice) await notifier.notify(notice, memberId, memberId);
    return outcome;
  });
};
