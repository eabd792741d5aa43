import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MatchesQuerySchema, profileIdField, SavedSearchSchema, SearchFiltersSchema, type MemberPageJson } from '@matri/contracts';
import type { Database } from '../../db/database';
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

const ProfileParams = z.object({ profileId: profileIdField }).strict();
const IdParams = z.object({ id: z.coerce.number({ error: 'The id must be a number' }).int().positive().max(2_147_483_647) }).strict();

/** /search, /matches, /profiledetails and the shortlist. */
export const discoveryRoutes: FastifyPluginAsyncZod<{ db: Database; readDb: Database; notifier: Notifier }> = async (app, { db, readDb, notifier }) => {
  // Search and matches read the replica when there is one; the viewer's own profile and preferences come from the
  // primary (a member who just changed them sees the change), and so does the last word on who may be shown.
  const fromReplica = async (viewerId: number, page: MemberPageJson) => (readDb === db ? page : keepStillShown(db, viewerId, page));

  app.get(
    '/api/search',
    { schema: { tags: ['discovery'], summary: 'Search members (the query string is the one /search shows)', querystring: SearchFiltersSchema }, config: { access: 'member' } },
    async (request) => {
      const viewer = await loadViewer(db, requireMember(request).id);
      return fromReplica(viewer.id, await searchMembers(readDb, viewer, request.query));
    },
  );

  app.get(
    '/api/matches',
    { schema: { tags: ['discovery'], summary: 'Members who fit your preferences and whose preferences you fit', querystring: MatchesQuerySchema }, config: { access: 'member' } },
    async (request) => {
      const viewer = await loadViewer(db, requireMember(request).id);
      return fromReplica(viewer.id, await findMatches(readDb, viewer, request.query.tab ?? 'all', request.query.cursor));
    },
  );

  app.get(
    '/api/profiles/:profileId',
    { schema: { tags: ['discovery'], summary: 'A member’s full public profile, within their privacy settings', params: ProfileParams }, config: { access: 'member' } },
    async (request) => {
      const viewer = requireMember(request);
      const details = await profileDetails(db, viewer, request.params.profileId);
      if (await recordProfileView(db, viewer, details.member.id)) await notifier.notify('profile-viewed', details.member.id, viewer.id);
      return details;
    },
  );

  app.post(
    '/api/profiles/:profileId/contact',
    {
      schema: { tags: ['discovery'], summary: 'See a connected member’s contact details (with a paid plan’s contact views, where the member asks for it)', params: ProfileParams },
      config: { access: 'member' },
    },
    async (request) => {
      const viewer = requireMember(request);
      const memberId = await findVisibleMemberId(db, viewer.id, request.params.profileId);
      if (memberId === viewer.id) throw validationError('These are your own contact details.', [{ path: ['profileId'], message: 'Choose another member' }]);
      return revealContact(db, viewer, memberId);
    },
  );

  app.get(
    '/api/shortlist',
    { schema: { tags: ['discovery'], summary: 'Your shortlist' }, config: { access: 'member' } },
    async (request) => listShortlist(db, requireMember(request).id),
  );

  app.put(
    '/api/shortlist/:profileId',
    { schema: { tags: ['discovery'], summary: 'Shortlist a member', params: ProfileParams }, config: { access: 'member' } },
    async (request) => {
      await addToShortlist(db, requireMember(request).id, request.params.profileId);
      return { is_shortlisted: true };
    },
  );

  app.delete(
    '/api/shortlist/:profileId',
    { schema: { tags: ['discovery'], summary: 'Take a member off your shortlist', params: ProfileParams }, config: { access: 'member' } },
    async (request) => {
      await removeFromShortlist(db, requireMember(request).id, request.params.profileId);
      return { is_shortlisted: false };
    },
  );

  app.get(
    '/api/saved-searches',
    { schema: { tags: ['discovery'], summary: 'Your saved searches' }, config: { access: 'member' } },
    async (request) => listSavedSearches(db, requireMember(request).id),
  );

  app.post(
    '/api/saved-searches',
    { schema: { tags: ['discovery'], summary: 'Save a search', body: SavedSearchSchema }, config: { access: 'member' } },
    async (request, reply) => {
      const saved = await saveSearch(db, requireMember(request).id, request.body);
      reply.status(201);
      return saved;
    },
  );

  app.delete(
    '/api/saved-searches/:id',
    { schema: { tags: ['discovery'], summary: 'Delete a saved search', params: IdParams }, config: { access: 'member' } },
    async (request) => {
      await deleteSavedSearch(db, requireMember(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};
