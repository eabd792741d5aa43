import {
  discoveryEndpoints,
  endpointUrl,
  interestEndpoints,
  messageEndpoints,
  notificationEndpoints,
  paths,
  photoEndpoints,
  profileEndpoints,
  userEndpoints,
} from '@matri/contracts';
import type { PageName } from './page-modules';

/** A GET started once the answer to `after` is in, at `prefix` and the string at `field` in it (as index.html reads it). */
type FollowUpRequest = { after: string; field: readonly (string | number)[]; prefix: string };

/** The GET requests every member page's shell makes first: the member, the bell's list and the unread count. */
export const shellFirstRequests: readonly string[] = [
  endpointUrl(userEndpoints.me),
  endpointUrl(notificationEndpoints.list),
  endpointUrl(messageEndpoints.unread),
];

/**
 * The GET requests a page opened at its plain address (no query) makes first, and on /request the accepted box: the
 * tab a member goes to from there to reach whom they are connected with, which otherwise waited for a round trip at
 * the tap (0.5 s on the phone bench, after the page's code had run).
 */
export const pageFirstRequests: Readonly<Partial<Record<PageName, readonly string[]>>> = {
  dashboard: [endpointUrl(profileEndpoints.own), endpointUrl(photoEndpoints.list)],
  matches: [
    endpointUrl(profileEndpoints.partnerPreferences),
    endpointUrl(discoveryEndpoints.matches, undefined, { tab: 'all' }),
  ],
  messages: [endpointUrl(messageEndpoints.list)],
  request: [
    endpointUrl(interestEndpoints.list, undefined, { box: 'received' }),
    endpointUrl(interestEndpoints.list, undefined, { box: 'accepted' }),
  ],
};

/**
 * What a page opened at its plain address asks for once one of its first answers is in, at an address read from it:
 * on /messages the latest conversation, which its list asks for as it shows (conversation-list.tsx), so it is there at
 * the tap. Asked by the page, it went out only once the entry had run, rendered the list and loaded axios: on the
 * phone bench 0.4 s after the list could take the tap, and the tap's answer waited for it.
 */
export const pageFollowUpRequests: Readonly<Partial<Record<PageName, FollowUpRequest>>> = {
  messages: {
    after: endpointUrl(messageEndpoints.list),
    // The list's first page, its first line: the conversation list's `latest`.
    field: ['results', 0, 'member', 'profileId'],
    prefix: endpointUrl(messageEndpoints.history, { profileId: '' }),
  },
};

/**
 * What index.html's head starts before the entry has loaded (tools/vite/member-route-preload-plugin.ts), with the
 * member's token from where the session keeps it: by the address a page is opened at ('*': every page). The HTTP
 * client hands these answers to the first requests for the same addresses (libs/api-client `takeEarlyAnswer`).
 */
export const firstRequests = {
  // libs/auth-gate's JWT_STORAGE_KEY (the test holds them equal): the build loads this file alone, and the gate's
  // index brings its components with their macros.
  tokenStorageKey: 'jwt',
  byPath: {
    '*': shellFirstRequests,
    ...Object.fromEntries(
      Object.entries(pageFirstRequests).map(([page, requests]) => [paths[page as PageName].path, requests ?? []]),
    ),
  } as Readonly<Record<string, readonly string[]>>,
  followUps: Object.fromEntries(
    Object.entries(pageFollowUpRequests).map(([page, request]) => [paths[page as PageName].path, request]),
  ) as Readonly<Record<string, FollowUpRequest>>,
};
