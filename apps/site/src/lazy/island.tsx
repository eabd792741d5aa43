/**
 * The interactive parts of the public pages, each hydrated as a React root of its own (see app/hydrate-island.tsx);
 * the rest of a prerendered page stays the HTML it was served as and loads no script.
 */
export const islandFiles = {
  'header-actions': ['../app/layouts/header-actions.tsx', 'HeaderActions'],
  'recent-members': ['../app/layouts/recent-members-block.tsx', 'RecentMembersBlock'],
  'quick-search-form': ['../features/home/components/quick-search-form.tsx', 'QuickSearchForm'],
  'contact-form': ['../features/contact/components/contact-form.tsx', 'ContactForm'],
  'login-page': ['../features/auth/login-page.tsx', 'LoginPage'],
  'register-page': ['../features/auth/register-page.tsx', 'RegisterPage'],
  'reset-password-page': ['../features/auth/reset-password-page.tsx', 'ResetPasswordPage'],
} as const satisfies Record<string, readonly [string, string]>;

/** The forms, which answer with toasts; a page has at most one of them, so one toast area. */
export const islandsWithToasts: ReadonlySet<IslandName> = new Set([
  'contact-form',
  'login-page',
  'register-page',
  'reset-password-page',
]);

export type IslandName = keyof typeof islandFiles;

/**
 * When an island's code loads: `load` at once (a form, whose typing and taps must be its own soon), `session` at once
 * only when a member's session is stored (the header shows their name), `personal` also when the address has a query
 * (log in says an account was deleted), otherwise with `interaction`: the first tap, key or focus anywhere on the page
 * (a tap on a held control is replayed, see useEarlyTapReplay; what was typed is kept, see useSchemaForm); `visible`
 * also when it scrolls near the screen.
 */
export type IslandWhen = 'load' | 'session' | 'personal' | 'interaction' | 'visible';

/** The islands a prerender met (read by entry-server.tsx; a part may render twice while it loads, hence a map). */
export const renderedIslands = new Map<IslandName, IslandWhen>();

/** Where an island's own prerendered HTML goes (entry-server.tsx renders it as a separate root). */
export const islandMarker = (name: IslandName) => `<!--island:${name}-->`;

/**
 * Prerender only: a place for the island's own HTML, a box that does not take part in the layout. It is rendered
 * apart from the page, as the browser hydrates it, so the ids React gives its elements match.
 */
export function Island({ name, when }: { name: IslandName; when: IslandWhen }) {
  renderedIslands.set(name, when);
  return (
    <div
      data-island={name}
      data-island-when={when}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: islandMarker(name) }}
    />
  );
}
