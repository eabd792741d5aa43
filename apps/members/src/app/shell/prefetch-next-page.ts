import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { isSavingData } from '@matri/api-client';
import { paths } from '@matri/contracts';
import { pageModules, type PageName } from '../page-modules';
import { useFirstLoadSettled, whenQuietAndIdle } from './when-idle';

/** Where members usually go from a page: its side menu's next step or the page its cards link to. */
export const likelyNextPages: Readonly<Record<string, readonly PageName[]>> = {
  [paths.dashboard.path]: ['matches'],
  [paths.matches.path]: ['profileDetails', 'request'],
  [paths.search.path]: ['profileDetails'],
  [paths.profileDetails.path]: ['request', 'messages'],
  [paths.request.path]: ['messages'],
  [paths.messages.path]: ['request'],
};

/**
 * Once the page's own files and requests have come, the member's first step on it is answered and the browser is
 * idle, fetches the code of the pages a member most likely opens next, so that tap shows the page without waiting for
 * its chunk; never under Save-Data.
 */
export function usePrefetchNextPage(pathname: string, modules: Record<PageName, () => Promise<unknown>> = pageModules) {
  const queryClient = useQueryClient();
  const isFirstLoadSettled = useFirstLoadSettled();
  useEffect(() => {
    const next = likelyNextPages[pathname];
    if (!isFirstLoadSettled || !next || isSavingData()) return;
    return whenQuietAndIdle(queryClient, () => {
      // A chunk that fails now is simply fetched again at the tap, where its error is shown.
      for (const page of next) modules[page]().catch(() => undefined);
    });
  }, [pathname, queryClient, isFirstLoadSettled, modules]);
}

/** The prefetch as a component of its own: the page it is on changing re-renders only it, not the shell. */
export function PrefetchNextPage() {
  usePrefetchNextPage(useLocation().pathname);
  return null;
}
