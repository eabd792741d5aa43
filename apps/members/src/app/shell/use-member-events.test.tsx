import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageKeys, notificationKeys, type FollowNotificationsOptions } from '@matri/api-client';
import { useMemberEvents } from './use-member-events';

let stream: FollowNotificationsOptions | undefined;
jest.mock('@matri/api-client', () => ({
  ...jest.requireActual('@matri/api-client'),
  followNotifications: (options: FollowNotificationsOptions) => {
    stream = options;
    return new Promise(() => undefined);
  },
}));

/** A page holding the bell (2 unread) and the Messages badge (1), and whatever else `hold` puts in its cache. */
function pageHolding(hold: (client: QueryClient) => void = () => undefined) {
  const client = new QueryClient();
  client.setQueryData(notificationKeys.all, { unread: 2, notifications: [] });
  client.setQueryData(messageKeys.unread(), { conversations: 1 });
  hold(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useMemberEvents(), { wrapper });
  const isRefetched = (queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.isInvalidated;
  const { onOpened, onChange } = stream as FollowNotificationsOptions;
  return { opens: onOpened, changes: onChange, isRefetched };
}

describe("the member area's event stream", () => {
  it('refetches nothing when the first stream opens with the counts the page shows', () => {
    const { opens, isRefetched } = pageHolding();
    opens({ unread: 2, conversations: 1, latestMessageId: 40 });
    expect(isRefetched(notificationKeys.all)).toBe(false);
    expect(isRefetched(messageKeys.unread())).toBe(false);
  });

  it('refetches what disagrees with the counts it opened with, and everything on a change', () => {
    const { opens, changes, isRefetched } = pageHolding();
    opens({ unread: 3, conversations: 1, latestMessageId: 40 });
    expect(isRefetched(notificationKeys.all)).toBe(true);
    expect(isRefetched(messageKeys.unread())).toBe(false);
    changes();
    expect(isRefetched(messageKeys.unread())).toBe(true);
  });

  it('refetches the conversations a page shows when the stream opens, as counts cannot tell whether they are new', () => {
    const { opens, isRefetched } = pageHolding((client) => client.setQueryData(messageKeys.list(), { pages: [] }));
    opens({ unread: 2, conversations: 1, latestMessageId: 40 });
    expect(isRefetched(notificationKeys.all)).toBe(false);
    expect(isRefetched(messageKeys.list())).toBe(true);
  });
});
