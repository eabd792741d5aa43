import { loginHref, paths, publicPathList } from '@matri/contracts';

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
}

/** The access gate of docs/spec.md section 4, as a pure decision. */
export function decideAccess({ pathname, search, hasJwt, flags = {}, publicList }: AccessRequest): AccessDecision {
  const isPublic = !flags.requiresAuth && (flags.isPublic === true || isPublicPath(pathname, publicList));
  if (isPublic || hasJwt || pathname === paths.login.path) return { kind: 'show' };
  return { kind: 'redirect', to: loginHref(`${pathname}${search}`) };
}

/**
 * The page to open after login: `next` only when it is a relative path on this origin, never another site
 * ("//evil.example", "https://...", "/\\evil") and never back to the login page.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = paths.dashboard.path): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if ([...next].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(next, base);
    if (url.origin !== base || url.pathname === paths.login.path) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
