import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type MemberPageJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import { findMatches } from '../../services/discovery/find-matches';
import { profileDetails } from '../../services/discovery/profile-details';
import { searchMembers } from '../../services/discovery/search-members';
import { loadViewer } from '../../services/discovery/viewer-context';
import { findVisibleMemberId } from '../../services/discovery/find-member-by-code';
import { validationError } from '../../http/api-error';
import { recordProfileView } from '../../services/members/record-profile-view';
import { revealContact } from '../../services/members/reveal-contact';
import type { Notifier } from '../../services/notifications/notifier';
import { deleteSavedSearch, listSavedSearches, saveSearch } from '../../services/saved-searches/saved-searches';
import { keepStillShown } from '../../services/discovery/still-shown';
import { addToShortlist, listShortlist, removeFromShortlist } from '../../services/shortlist/shortlist';

/** /search, /matches, /profiledetails and the shortlist. */
export const discoveryRoutes: FastifyPluginAsyncZod<{ db: Database; readDb: Database; notifier: Notifier }> = async (app, { db, readDb, notifier }) => {
  // Search and matches read the replica when there is one; the viewer's own profile and preferences come from the
  // primary (a member who just changed them sees the change), and so does the last word on who may be shown.
  const fromReplica = async (viewerId: number, page: MemberPageJson) => (readDb === db ? page : keepStillShown(db, viewerId, page));

  registerEndpoint(app, endpoints.discovery.search, async (request) => {
    const viewer = await loadViewer(db, requireMember(request).id);
    return fromReplica(viewer.id, await searchMembers(readDb, viewer, request.query));
  });

  registerEndpoint(app, endpoints.discovery.matches, async (request) => {
    const viewer = await loadViewer(db, requireMember(request).id);
    return fromReplica(viewer.id, await findMatches(readDb, viewer, request.query.tab ?? 'all', request.query.cursor));
  });

  registerEndpoint(app, endpoints.discovery.profile, async (request) => {
    const viewer = requireMember(request);
    const details = await profileDetails(db, viewer, request.params.profileId);
    if (await recordProfileView(db, viewer, details.member.id)) await notifier.notify('profile-viewed', details.member.id, viewer.id);
    return details;
  });

  registerEndpoint(app, endpoints.discovery.revealContact, async (request) => {
    const viewer = requireMember(request);
    const memberId = await findVisibleMemberId(db, viewer.id, request.params.profileId);
    if (memberId === viewer.id) throw validationError('These are your own contact details.', [{ path: ['profileId'], message: 'Choose another member' }]);
    return revealContact(db, viewer, memberId);
  });

  registerEndpoint(app, endpoints.discovery.shortlist, async (request) => listShortlist(db, requireMember(request).id));

  registerEndpoint(app, endpoints.discovery.addToShortlist, async (request) => {
    await addToShortlist(db, requireMember(request).id, request.params.profileId);
    return { is_shortlisted: true };
  });

  registerEndpoint(app, endpoints.discovery.removeFromShortlist, async (request) => {
    await removeFromShortlist(db, requireMember(request).id, request.params.profileId);
    return { is_shortlisted: false };
  });

  registerEndpoint(app, endpoints.discovery.savedSearches, async (request) => listSavedSearches(db, requireMember(request).id));

  registerEndpoint(app, endpoints.discovery.saveSearch, async (request) => saveSearch(db, requireMember(request).id, request.body));

  registerEndpoint(app, endpoints.discovery.deleteSavedSearch, async (request) => {
    await deleteSavedSearch(db, requireMember(request).id, request.params.id);
    return { ok: true as const };
  });
};
