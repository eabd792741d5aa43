import { useCallback, useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/** Runs `work` when the browser is idle; Safari has no requestIdleCallback, so there it waits for a spare moment. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1000);
  return () => window.clearTimeout(id);
}

/** True once the document has loaded: the page opened first with the code index.html preloaded for it. */
function useDocumentLoaded(): boolean {
  const [isLoaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (isLoaded) return;
    const loaded = () => setLoaded(true);
    window.addEventListener('load', loaded);
    return () => window.removeEventListener('load', loaded);
  }, [isLoaded]);
  return isLoaded;
}

/**
 * For a control whose code is not in the first load (a menu's, a popover's): wanted once the page's own code and
 * requests are in and the browser is idle, or at once when the member reaches for it first. Not at the first idle
 * moment: on a slow network the browser idles while it waits, and the menus' 40 KB took the line from the page's.
 */
export function useWantedWhenIdle(): [isWanted: boolean, want: () => void] {
  const [isWanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const isLoaded = useDocumentLoaded();
  const isFetching = useIsFetching() > 0;
  useEffect(
    () => (isWanted || !isLoaded || isFetching ? undefined : whenIdle(want)),
    [isWanted, isLoaded, isFetching, want],
  );
  return [isWanted, want];
}
