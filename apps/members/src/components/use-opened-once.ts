import { useEffect, useState } from 'react';

/**
 * For a dialog rendered only from its first opening on: closed, a Mantine Modal still runs its hooks, portal and
 * transitions, and renders them all again once they have mounted (the dashboard held 21 closed ones, rendered three
 * times over before its first tap could be answered). `isMounted` says whether to render the dialog; `isOpened` is
 * what to give it: false for its first render, then `opened`, as Mantine opens with its transition and remembers the
 * focus to give back only when `opened` changes. Once opened it stays mounted, so it closes with its transition.
 */
export function useOpenedOnce(opened: boolean): { isMounted: boolean; isOpened: boolean } {
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(() => {
    if (opened) setHasOpened(true);
  }, [opened]);
  return { isMounted: opened || hasOpened, isOpened: opened && hasOpened };
}
