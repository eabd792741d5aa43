import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  blockEndpoints,
  discoveryEndpoints,
  type ContactRevealJson,
  type MatchTab,
  type MemberPageJson,
  type ProfileDetailsJson,
  type SavedSearch,
  type SavedSearchJson,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { discoveryKeys } from '../query/query-keys';

/** One page of search results; query is the filters' query string as /search shows it in its address. */
export function searchMembers(http: Http, query: string, cursor?: string): Promise<MemberPageJson> {
  const params = new URLSearchParams(query);
  if (cursor) params.set('cursor', cursor);
  return callEndpoint(http, discoveryEndpoints.search, { query: Object.fromEntries(params) });
}

export function searchQueryOptions(http: Http, query: string) {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.search(query),
    queryFn: ({ pageParam }) => searchMembers(http, query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Matches of a tab; `idVerifiedOnly` keeps members with a verified ID only. */
export function listMatches(
  http: Http,
  tab: MatchTab,
  cursor?: string,
  idVerifiedOnly = false,
): Promise<MemberPageJson> {
  return callEndpoint(http, discoveryEndpoints.matches, {
    query: { tab, cursor, ...(idVerifiedOnly ? { idVerified: '1' as const } : {}) },
  });
}

export function matchesQueryOptions(http: Http, tab: MatchTab, idVerifiedOnly = false) {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.matches(idVerifiedOnly ? `${tab}:id-verified` : tab),
    queryFn: ({ pageParam }) => listMatches(http, tab, pageParam, idVerifiedOnly),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function getProfileDetails(http: Http, profileId: string): Promise<ProfileDetailsJson> {
  return callEndpoint(http, discoveryEndpoints.profile, { params: { profileId } });
}

export function profileDetailsQueryOptions(http: Http, profileId: string) {
  return queryOptions({
    queryKey: discoveryKeys.profile(profileId),
    queryFn: () => getProfileDetails(http, profileId),
  });
}

/** "View contact details": one of a paid plan's contact views this month, where the member asks for it. */
export function revealContact(http: Http, profileId: string): Promise<ContactRevealJson> {
  return callEndpoint(http, discoveryEndpoints.revealContact, { params: { profileId } });
}

export function setShortlisted(
  http: Http,
  profileId: string,
  isShortlisted: boolean,
): Promise<{ isShortlisted: boolean }> {
  const { addToShortlist, removeFromShortlist } = discoveryEndpoints;
  return callEndpoint(http, isShortlisted ? addToShortlist : removeFromShortlist, { params: { profileId } });
}

export function shortlistQueryOptions(http: Http) {
  return queryOptions({
    queryKey: discoveryKeys.shortlist(),
    queryFn: () => callEndpoint(http, discoveryEndpoints.shortlist),
  });
}

export function blockMember(http: Http, profileId: string): Promise<{ ok: true }> {
  return callEndpoint(http, blockEndpoints.block, { body: { profileId } });
}

export function unblockMember(http: Http, profileId: string): Promise<void> {
  return callEndpoint(http, blockEndpoints.unblock, { params: { profileId } });
}

export function blockedMembersQueryOptions(http: Http) {
  return queryOptions({ queryKey: discoveryKeys.blocked(), queryFn: () => callEndpoint(http, blockEndpoints.list) });
}

export function savedSearchesQueryOptions(http: Http) {
  return queryOptions({
    queryKey: discoveryKeys.savedSearches(),
    queryFn: () => callEndpoint(http, discoveryEndpoints.savedSearches),
  });
}

export function saveSearch(http: Http, body: SavedSearch): Promise<SavedSearchJson> {
  return callEndpoint(http, discoveryEndpoints.saveSearch, { body });
}

export function deleteSavedSearch(http: Http, id: number): Promise<{ ok: true }> {
  return callEndpoint(http, discoveryEndpoints.deleteSavedSearch, { params: { id } });
}
