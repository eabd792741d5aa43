import type { IslandWhen } from './island';

/** The first signs of a person on the page: each loads the islands that wait for one. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** How far below the screen a `visible` island starts loading, so it is ready as it scrolls in. */
const VISIBLE_MARGIN = '200px';

/**
 * Starts each prerendered island (`data-island`) when its `data-island-when` says (see IslandWhen); `hydrate` loads
 * and hydrates one, and is called once per island. Plain DOM: this runs in the page's first and only eager script.
 */
export function startIslands(
  root: Document,
  {
    hydrate,
    hasSession,
    hasQuery,
  }: { hydrate: (island: HTMLElement) => void; hasSession: () => boolean; hasQuery: () => boolean },
): void {
  const waiting = new Set(root.querySelectorAll<HTMLElement>('[data-island]'));
  const start = (island: HTMLElement) => {
    if (waiting.delete(island)) hydrate(island);
  };
  const watched = new Map<Element, HTMLElement>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) =>
            entries.forEach((entry) => {
              const island = watched.get(entry.target);
              if (entry.isIntersecting && island) start(island);
            }),
          { rootMargin: VISIBLE_MARGIN },
        );
  for (const island of [...waiting]) {
    const when = island.dataset.islandWhen as IslandWhen | undefined;
    const isPersonal = when === 'session' || when === 'personal';
    if (when === 'load' || (isPersonal && hasSession()) || (when === 'personal' && hasQuery())) start(island);
    // A box with `display: contents` has none of its own to observe (and an island may be empty until its data
    // arrives): the box around it is watched instead.
    else if (when === 'visible' && island.parentElement) {
      watched.set(island.parentElement, island);
      observer?.observe(island.parentElement);
    }
  }
  const onInteraction = () => {
    for (const type of INTERACTIONS) root.removeEventListener(type, onInteraction, true);
    observer?.disconnect();
    [...waiting].forEach(start);
  };
  for (const type of INTERACTIONS) root.addEventListener(type, onInteraction, { capture: true, passive: true });
  // On a slow network a visitor may have started before this script arrived: a field in focus or a tap held back.
  const hasStarted =
    (root.activeElement && root.activeElement !== root.body) || !!root.defaultView?.__earlyTaps?.length;
  if (hasStarted) onInteraction();
}
