import { appForPath, localisedPath, loginHref, paths, publicPathList, type Language } from '@matri/contracts';

export interface PageFlags {
  /** The page is public whatever the list says ("public" / "no-auth"). */
  isPublic?: boolean;
  /** The page requires a login whatever the list says. */
  requiresAuth?: boolean;
}

/**
 * A path is public if it is on the list exactly, or lies under a listed path. "/" is matched only exactly, or it
 * would make every path public.
 */
export function isPublicPath(pathname: string, publicList: readonly string[] = publicPathList): boolean {
  return publicList.some(
    (listed) => pathname === listed || (listed !== '/' && pathname.startsWith(`${listed.replace(/\/$/, '')}/`)),
  );
}

export type AccessDecision = { kind: 'show' } | { kind: 'redirect'; to: string };

export interface AccessRequest {
  pathname: string;
  search: string;
  hasJwt: boolean;
  flags?: PageFlags;
  publicList?: readonly string[];
  /** The reader's language, which the login page opens in. */
  language?: Language;
}

/** The access gate of docs/spec.md section 4, as a pure decision. */
export function decideAccess({
  pathname,
  search,
  hasJwt,
  flags = {},
  publicList,
  language,
}: AccessRequest): AccessDecision {
  const isPublic = !flags.requiresAuth && (flags.isPublic === true || isPublicPath(pathname, publicList));
  if (isPublic || hasJwt || pathname === paths.login.path) return { kind: 'show' };
  return { kind: 'redirect', to: loginHref(`${pathname}${search}`, language) };
}

/**
 * The page to open after login, judged as the browser will read it: `next` is resolved against this page's origin
 * (`new URL`, which drops tabs and newlines, turns backslashes into slashes and folds "/.." away) and followed only
 * when the result stays on this origin and names one of our pages other than the login page. The answer is rebuilt
 * from the route table's own path plus the resolved query and hash, never the input: "/..//evil.example" resolves to
 * the path "//evil.example", which a browser would take for another site.
 */
export function safeNextPath(
  next: string | null | undefined,
  fallback: string = paths.dashboard.path,
  origin: string | undefined = globalThis.location?.origin,
): string {
  if (!next || !origin) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== new URL(origin).origin) return fallback;
  const { route, language } = appForPath(resolved.pathname);
  if (!route || route === paths.login) return fallback;
  return `${localisedPath(route.path, language)}${resolved.search}${resolved.hash}`;
}
