import { startTransition, useCallback, useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** Runs `work` when the browser is idle; Safari has no requestIdleCallback, so there it waits for a spare moment. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1000);
  return () => window.clearTimeout(id);
}

/**
 * Runs `work` once no query is fetching and then the browser is idle; a query starting meanwhile puts it off again.
 * Read from the query cache's events, not rendered from them (useIsFetching): each of a page's first requests
 * starting and ending re-rendered every control waiting for this, seven commits in a repeat visit of /dashboard.
 */
export function whenQuietAndIdle(queryClient: QueryClient, work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const check = () => {
    if (queryClient.isFetching() > 0) {
      cancelIdle?.();
      cancelIdle = undefined;
    } else {
      cancelIdle ??= whenIdle(() => {
        stop();
        work();
      });
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  const stop = () => {
    unsubscribe();
    cancelIdle?.();
  };
  check();
  return stop;
}

/** Resolves once a file the head asked for ahead (`modulepreload` or `preload`) has come, or failed. */
function arrival(link: HTMLLinkElement): Promise<void> {
  // Resource Timing holds a file once it came, so a link whose load event has passed is not waited for.
  if (performance.getEntriesByName?.(link.href).length) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Resolves at the member's first click or key on the page. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const started = () => {
      document.removeEventListener('click', started, true);
      document.removeEventListener('keydown', started, true);
      resolve();
    };
    document.addEventListener('click', started, true);
    document.addEventListener('keydown', started, true);
  });
}

/**
 * Resolves once the page opened first is in and its member has started on it: the document has loaded, every file
 * index.html's head preloaded has come (the page's code, stylesheets and words; chromium fires `load` before such
 * low-priority preloads have come, at 9 s of a 16 s first visit of /dashboard on the phone bench), and the member has
 * clicked or pressed a key. Code for a later step waits for that first step: on a slow line and a slow CPU, the menus'
 * and next page's 60 KB started as the page became usable took the line and the CPU from the answer to its first tap
 * (/messages' conversation asked for 0.7 s after them and answered 1.6 s later).
 */
async function firstLoadSettled(): Promise<void> {
  const started = firstInteraction();
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]');
  await Promise.all([...links].map(arrival));
  await started;
}

/**
 * True once the first load has settled and the member has started on the page (`firstLoadSettled`). Set as a
 * transition: the member's first click settles it in that click's capture phase, and as an update of the click it
 * rendered its controls before the page's own answer to the click (on the phone bench three renders, 0.1–0.25 s of
 * the slowed main thread, before /matches' first tap reached its card).
 */
export function useFirstLoadSettled(): boolean {
  const [isSettled, setSettled] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void firstLoadSettled().then(() => {
      if (isMounted) startTransition(() => setSettled(true));
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return isSettled;
}

/**
 * For a control whose code is not in the first load (a menu's, a popover's): wanted once the page's own code and
 * requests are in, the member's first step on the page is answered and the browser is idle, or at once when the
 * member reaches for it first. Not at the first idle moment: on a slow network the browser idles while it waits, and
 * the menus' 40 KB took the line from the page's.
 */
export function useWantedWhenIdle(): [isWanted: boolean, want: () => void] {
  const [isWanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const isLoaded = useFirstLoadSettled();
  const queryClient = useQueryClient();
  useEffect(
    () => (isWanted || !isLoaded ? undefined : whenQuietAndIdle(queryClient, want)),
    [isWanted, isLoaded, queryClient, want],
  );
  return [isWanted, want];
}
