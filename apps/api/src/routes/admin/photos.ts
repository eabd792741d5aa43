import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import type { Notifier } from '../../modules/conversations';
import { listPhotoDesk } from '../../modules/photos';
import { decideDeskPhoto } from '../../modules/moderation';
import { tellReporters } from './tell-reporters';

/**
 * The photo desk: photos screening held for a person and photos of members reported for one, approved or rejected
 * with a reason from the list; the member is told in their language (a notification and its e-mail). A decision that
 * answers reports closes them, and their reporters are told as the reports queue tells them.
 */
export const photoDeskRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  registerEndpoint(app, endpoints.photos.reviewQueue, async (request) => listPhotoDesk(db, requireMember(request).id));

  registerEndpoint(app, endpoints.photos.decide, async (request) => {
    const admin = requireMember(request);
    const { memberId, notice, outcome, reporters } = await decideDeskPhoto(
      db,
      admin,
      request.params.photoId,
      request.params.decision,
      request.body.reason,
    );
    // The notifier logs its own failures: the decision is saved whatever happens to the notice.
    if (notice) await notifier.notify(notice, memberId, memberId);
    await tellReporters(notifier, request.log, 'report-actioned', reporters.actioned);
    await tellReporters(notifier, request.log, 'report-dismissed', reporters.dismissed);
    return outcome;
  });
};
