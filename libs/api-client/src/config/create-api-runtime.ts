import { createHttp, createHttpClient, type Http, type HttpClientOptions } from '../http/create-http-client';
import type { RuntimeConfig } from './runtime-config';

declare global {
  interface Window {
    /** Set by the server in front of the apps to point them at another API without a rebuild. */
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export interface ApiRuntime {
  config: RuntimeConfig;
  http: Http;
  /**
   * Settles once a runtime override is checked and in use (at once without one); rejects, naming what is wrong, when
   * the override is invalid. An app renders after it, as its first requests must go to the right address.
   */
  ready: Promise<void>;
}

/**
 * The config and the one HTTP client of an app; a runtime override wins over the build-time value. The build-time
 * value is checked by the build (`parseRuntimeConfig` in the app's Vite config), so the schema, and zod with it, is
 * fetched only for an override: it cost the member area's first load 17 KB gzip for one address.
 */
export function createApiRuntime(
  buildTimeApiBaseUrl: string,
  getToken: () => string | null,
  hooks: Pick<HttpClientOptions, 'onSessionEnded' | 'onOfflineCopy' | 'onKeptCopy' | 'onKeptCopyReplaced'> = {},
): ApiRuntime {
  const override = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  const config: RuntimeConfig = { apiBaseUrl: buildTimeApiBaseUrl };
  // The page's <html lang> is the language it is read in (both apps keep it so): the API's words follow it.
  const getLanguage = () => (typeof document === 'undefined' ? null : document.documentElement.lang || null);
  const client = createHttpClient({ baseURL: config.apiBaseUrl, getToken, getLanguage, ...hooks });
  const ready = override
    ? import('./runtime-config').then(({ parseRuntimeConfig }) => {
        config.apiBaseUrl = parseRuntimeConfig({ apiBaseUrl: override.apiBaseUrl ?? buildTimeApiBaseUrl }).apiBaseUrl;
        client.baseURL = config.apiBaseUrl;
      })
    : Promise.resolve();
  return { config, http: createHttp(client), ready };
}
