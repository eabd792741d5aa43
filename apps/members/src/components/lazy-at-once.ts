import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads at its first render, or earlier through `preload`. */
export interface LazyAtOnce<P extends object> {
  (props: P): ReactNode;
  /** Asks for the code now (once), so a render after it has come shows the component at once. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * React's `lazy`, but a component whose code came before its first render renders in that render: `lazy` suspends
 * once even then, and on the first page a member opens that cost a fallback's commit, its layout and paint, and a
 * retry rendered in slices with frames between them, on a slowed phone's main thread (main.tsx waits for the opened
 * page's code before the first render).
 */
export function lazyAtOnce<P extends object>(load: () => Promise<ComponentType<P>>): LazyAtOnce<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed load is asked for again at the next call (the render after main.tsx's wait). Chromium (150) answers a
  // second import() of an address that failed with the same failure and no request, so there the render fails and
  // LoadFailureBoundary offers the reload.
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // React reconciles a lazy element with its resolved component, so a render after the code came keeps what mounted.
  const AtOnce = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(AtOnce, { preload });
}
