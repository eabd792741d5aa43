import { createHttp, createHttpClient, type Http } from '../http/create-http-client';
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';

declare global {
  interface Window {
    /** Set by the server in front of the apps to point them at another API without a rebuild. */
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export interface ApiRuntime {
  config: RuntimeConfig;
  http: Http;
}

/** The validated config and the one HTTP client of an app; a runtime override wins over the build-time value. */
export function createApiRuntime(
  buildTimeApiBaseUrl: string,
  getToken: () => string | null,
  onSessionEnded?: () => void,
  onOfflineCopy?: (sentAt: Date) => void,
): ApiRuntime {
  const override = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  const config = parseRuntimeConfig({ apiBaseUrl: override?.apiBaseUrl ?? buildTimeApiBaseUrl });
  // The page's <html lang> is the language it is read in (both apps keep it so): the API's words follow it.
  const getLanguage = () => (typeof document === 'undefined' ? null : document.documentElement.lang || null);
  return {
    config,
    http: createHttp(
      createHttpClient({ baseURL: config.apiBaseUrl, getToken, onSessionEnded, getLanguage, onOfflineCopy }),
    ),
  };
}
