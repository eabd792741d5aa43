import { z } from 'zod';
import { idParamsSchema, ProfileIdParamsSchema } from '../schemas/fields';
import { ContactRevealSchema, ProfileDetailsSchema } from '../schemas/profile-details';
import { SavedSearchAnswerSchema, SavedSearchSchema } from '../schemas/saved-searches';
import { MatchesQuerySchema, MemberCardSchema, MemberPageSchema, SearchFiltersSchema } from '../schemas/search';
import { DoneSchema } from './done-answer';
import { defineEndpoint } from './define-endpoint';

const ShortlistedSchema = z.object({ isShortlisted: z.boolean() });

/** /search, /matches, /profiledetails, the shortlist and saved searches. */
export const discoveryEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search',
    summary: 'Search members (the query string is the one /search shows)',
    tags: ['discovery'],
    query: SearchFiltersSchema,
    response: MemberPageSchema,
  }),
  matches: defineEndpoint({
    method: 'GET',
    path: '/api/matches',
    summary: 'Members who fit your preferences and whose preferences you fit',
    tags: ['discovery'],
    query: MatchesQuerySchema,
    response: MemberPageSchema,
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/profiles/:profileId',
    summary: 'A member’s full public profile, within their privacy settings',
    tags: ['discovery'],
    params: ProfileIdParamsSchema,
    response: ProfileDetailsSchema,
  }),
  revealContact: defineEndpoint({
    method: 'POST',
    path: '/api/profiles/:profileId/contact',
    summary:
      'See a connected member’s contact details (with a paid plan’s contact views, where the member asks for it)',
    tags: ['discovery'],
    params: ProfileIdParamsSchema,
    response: ContactRevealSchema,
  }),
  shortlist: defineEndpoint({
    method: 'GET',
    path: '/api/shortlist',
    summary: 'Your shortlist',
    tags: ['discovery'],
    response: z.array(MemberCardSchema),
  }),
  addToShortlist: defineEndpoint({
    method: 'PUT',
    path: '/api/shortlist/:profileId',
    summary: 'Shortlist a member',
    tags: ['discovery'],
    params: ProfileIdParamsSchema,
    response: ShortlistedSchema,
  }),
  removeFromShortlist: defineEndpoint({
    method: 'DELETE',
    path: '/api/shortlist/:profileId',
    summary: 'Take a member off your shortlist',
    tags: ['discovery'],
    params: ProfileIdParamsSchema,
    response: ShortlistedSchema,
  }),
  savedSearches: defineEndpoint({
    method: 'GET',
    path: '/api/saved-searches',
    summary: 'Your saved searches',
    tags: ['discovery'],
    response: z.array(SavedSearchAnswerSchema),
  }),
  saveSearch: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches',
    summary: 'Save a search',
    tags: ['discovery'],
    body: SavedSearchSchema,
    status: 201,
    response: SavedSearchAnswerSchema,
  }),
  deleteSavedSearch: defineEndpoint({
    method: 'DELETE',
    path: '/api/saved-searches/:id',
    summary: 'Delete a saved search',
    tags: ['discovery'],
    params: idParamsSchema('id', { en: 'saved search', hi: 'सहेजी गई खोज' }),
    response: DoneSchema,
  }),
};
