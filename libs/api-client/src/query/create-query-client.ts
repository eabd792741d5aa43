import { QueryClient } from '@tanstack/react-query';

/** Page data is fetched once: never refetched on focus, reconnect or staleness (docs/spec.md section 2). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: 1,
      },
    },
  });
}
