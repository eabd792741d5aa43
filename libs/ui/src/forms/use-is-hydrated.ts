import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in prerendered HTML and during hydration, true once React runs the page. Forms that post to the API keep
 * their submit button disabled until then: a submit before hydration would otherwise be a plain browser submit.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
