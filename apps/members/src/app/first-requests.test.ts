import {
  conversationHistory,
  getMe,
  getOwnProfile,
  getPartnerPreferences,
  listConversations,
  listInterests,
  listMatches,
  listMemberPhotos,
  notificationsQueryOptions,
  unreadConversationsQueryOptions,
  type Http,
} from '@matri/api-client';
import { JWT_STORAGE_KEY } from '@matri/auth-gate';
import { paths, type ConversationPageJson, type ConversationSummaryJson } from '@matri/contracts';
import { firstRequests } from './first-requests';

/** The addresses the calls ask for, as the HTTP client is given them. */
async function addressesOf(...calls: ((http: Http) => Promise<unknown>)[]): Promise<string[]> {
  const asked: string[] = [];
  const get = async (url: string) => {
    asked.push(url);
    return {};
  };
  const http = { get, post: get, put: get, patch: get, del: get } as unknown as Http;
  for (const call of calls) await call(http);
  return asked;
}

describe('the requests index.html starts before the entry has loaded', () => {
  it('are the very addresses the shell and each page ask for first, so their answers are taken, not fetched again', async () => {
    const queryFn = (options: { queryFn?: unknown }) => options.queryFn as () => Promise<unknown>;
    expect(firstRequests.byPath['*']).toEqual(
      await addressesOf(
        getMe,
        (http) => queryFn(notificationsQueryOptions(http))(),
        (http) => queryFn(unreadConversationsQueryOptions(http))(),
      ),
    );
    expect(firstRequests.byPath[paths.dashboard.path]).toEqual(await addressesOf(getOwnProfile, listMemberPhotos));
    expect(firstRequests.byPath[paths.matches.path]).toEqual(
      await addressesOf(getPartnerPreferences, (http) => listMatches(http, 'all')),
    );
    expect(firstRequests.byPath[paths.messages.path]).toEqual(await addressesOf((http) => listConversations(http)));
    expect(firstRequests.byPath[paths.request.path]).toEqual(
      await addressesOf(
        (http) => listInterests(http, 'received'),
        (http) => listInterests(http, 'accepted'),
      ),
    );
    expect(firstRequests.tokenStorageKey).toBe(JWT_STORAGE_KEY);
  });

  it('follow /messages’ list with the conversation its first line names, at the address the page asks for it', async () => {
    const followUp = firstRequests.followUps[paths.messages.path];
    expect([followUp.after]).toEqual(await addressesOf((http) => listConversations(http)));
    // The list's answer as the API gives it (its first page), read down the follow-up's field as the head reads it.
    const line = (profileId: string): ConversationSummaryJson => ({
      member: { profileId, full_name: 'Kavya Rao', photo: null },
      lastMessage: {
        id: 1,
        fromMe: false,
        text: 'Namaste',
        createdAt: '2026-11-28T08:00:00.000Z',
        status: null,
        warning: null,
      },
      unread: 1,
      isReadOnly: false,
    });
    const listAnswer: ConversationPageJson = { results: [line('HS100024'), line('HS100031')], nextCursor: null };
    const named = followUp.field.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], listAnswer);
    expect([`${followUp.prefix}${encodeURIComponent(String(named))}`]).toEqual(
      await addressesOf((http) => conversationHistory(http, 'HS100024')),
    );
  });
});
