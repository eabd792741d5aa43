import { useCallback, useEffect, useState } from 'react';

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
 * For a control whose code is not in the first load (a menu's, a popover's): wanted once the browser is idle after the
 * first paint, or at once when the member reaches for it first.
 */
export function useWantedWhenIdle(): [isWanted: boolean, want: () => void] {
  const [isWanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => (isWanted ? undefined : whenIdle(want)), [isWanted, want]);
  return [isWanted, want];
}
