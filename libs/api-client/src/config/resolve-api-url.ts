import type { RuntimeConfig } from './runtime-config';

/** Makes a url from the API (absolute, or relative to the API base) absolute. */
export function resolveApiUrl(config: RuntimeConfig, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${config.apiBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
