import { QueryClient } from '@tanstack/react-query';
import { holdsPhotoLinks, photoLinkRefetchInterval, photoLinkStaleTime } from './photo-link-refresh';

/**
 * Page data is fetched once: never refetched on focus, reconnect or staleness (docs/spec.md section 2). The one
 * exception is an answer holding private photo links, which end within minutes: it goes stale shortly before they
 * do and is fetched again while shown, when the page comes back to the screen or online, or when it is shown again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: photoLinkStaleTime,
        refetchInterval: (query) => photoLinkRefetchInterval(query),
        refetchOnWindowFocus: holdsPhotoLinks,
        refetchOnReconnect: holdsPhotoLinks,
        refetchOnMount: holdsPhotoLinks,
        retry: 1,
      },
    },
  });
}
