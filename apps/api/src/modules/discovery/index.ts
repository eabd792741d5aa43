/**
 * The discovery module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * Finding members: search, matches, cards and profile details; another member's record, recent members, profile
 * viewers and contact reveal (members/); saved searches and the shortlist.
 */
export { findMatches, matchesQuery } from './find-matches';
export { findVisibleMemberId } from './find-member-by-code';
export { cardGunaMilan, shownPhoto } from './member-cards';
export { findUserRecord } from './members/find-user-record';
export { listProfileViewers } from './members/list-profile-viewers';
export { listRecentMembers } from './members/list-recent-members';
export { recordProfileView } from './members/record-profile-view';
export { revealContact } from './members/reveal-contact';
export { profileDetails } from './profile-details';
export { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches/saved-searches';
export { searchMembers, searchQuery } from './search-members';
export { addToShortlist, listShortlist, removeFromShortlist } from './shortlist/shortlist';
export { checkedOnPrimary } from './still-shown';
export { loadViewer } from './viewer-context';
