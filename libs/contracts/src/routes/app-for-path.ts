import { DEFAULT_LANGUAGE, languageOfPath, unprefixedPath, type Language } from '../i18n/languages';
import { routeList, type AppName, type RouteDef } from './paths';

/**
 * Which app serves a request path, and in which language: exact route match first (the site's pages also under a
 * language prefix, "/hi/about"; the member area has none), unknown paths go to the site's 404.
 */
export function appForPath(pathname: string): { app: AppName; route: RouteDef | null; language: Language } {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const language = languageOfPath(normalised);
  const bare = unprefixedPath(normalised);
  const route = routeList.find((r) => r.path === bare && (language === DEFAULT_LANGUAGE || r.app === 'site')) ?? null;
  return { app: route?.app ?? 'site', route, language };
}
