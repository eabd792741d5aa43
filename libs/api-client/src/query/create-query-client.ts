import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isKeptCopy } from '../http/kept-copies';
import { holdsPhotoLinks, photoLinkRefetchInterval, photoLinkStaleTime } from './photo-link-refresh';

/** Whether a query shows a kept copy: its answer, or one of its pages (a list shown page after page). */
function showsKeptCopy(data: unknown): boolean {
  const pages = (data as { pages?: unknown } | null)?.pages;
  return isKeptCopy(data) || (Array.isArray(pages) && pages.some(isKeptCopy));
}

/**
 * Page data is fetched once: never refetched on focus, reconnect or staleness (docs/spec.md section 2). The
 * exceptions: an answer holding private photo links, which end within minutes, goes stale shortly before they do and
 * is fetched again while shown, when the page comes back to the screen or online, or when it is shown again; an
 * answer invalidated while not shown is fetched again when it is shown; and an answer shown from the service worker's
 * kept copy is fetched again at once, which gives it the network's answer already on its way (libs/api-client
 * `kept-copies.ts`).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (data, query) => {
        if (showsKeptCopy(data)) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: photoLinkStaleTime,
        refetchInterval: (query) => photoLinkRefetchInterval(query),
        refetchOnWindowFocus: holdsPhotoLinks,
        refetchOnReconnect: holdsPhotoLinks,
        // An answer invalidated while nothing showed it (a box of /request or a conversation fetched ahead, then
        // changed by a mutation or an event, which refetch only what is shown) is fetched again when it is shown.
        refetchOnMount: (query) => holdsPhotoLinks(query) || query.state.isInvalidated,
        retry: 1,
      },
    },
  });
  return client;
}
