import axios, { isAxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { OFFLINE_COPY_HEADER } from '@matri/contracts';

export interface HttpClientOptions {
  baseURL: string;
  /** Read on every request, so a login or sign out takes effect at once. */
  getToken: () => string | null;
  /** Called when the API refuses the token a request carried (401): the session ended elsewhere (suspension, sign out everywhere, password change). */
  onSessionEnded?: () => void;
  /** The language the page is read in (its `<html lang>`): the API answers in it when no member's account says. */
  getLanguage?: () => string | null;
  /**
   * Called with when the API sent an answer that the service worker gave from what it kept, the network being gone
   * (libs/contracts `offline`): the page is showing what the member saw then.
   */
  onOfflineCopy?: (sentAt: Date) => void;
}

/** One axios instance for the app: base address and bearer header on every request; errors stay rejections. */
export function createHttpClient({
  baseURL,
  getToken,
  onSessionEnded,
  getLanguage,
  onOfflineCopy,
}: HttpClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: 20_000, headers: { Accept: 'application/json' } });
  instance.interceptors.request.use(
    (config) => {
      const token = getToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      const language = getLanguage?.();
      if (language) config.headers.set('Accept-Language', language);
      return config;
    },
    (error: unknown) => Promise.reject(error),
  );
  instance.interceptors.response.use(
    (response) => {
      // axios gives header names in lower case.
      const sentAt: unknown = onOfflineCopy && response.headers[OFFLINE_COPY_HEADER.toLowerCase()];
      if (typeof sentAt === 'string' && !Number.isNaN(Date.parse(sentAt))) onOfflineCopy?.(new Date(sentAt));
      return response;
    },
    (error: unknown) => {
      if (
        onSessionEnded &&
        isAxiosError(error) &&
        error.response?.status === 401 &&
        error.config?.headers?.has('Authorization')
      )
        onSessionEnded();
      return Promise.reject(error);
    },
  );
  return instance;
}

export interface Http {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  del<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
}

/** GET, POST, PUT, PATCH and DELETE helpers that return the response body. */
export function createHttp(instance: AxiosInstance): Http {
  return {
    get: async (url, config) => (await instance.get(url, config)).data,
    post: async (url, body, config) => (await instance.post(url, body, config)).data,
    put: async (url, body, config) => (await instance.put(url, body, config)).data,
    patch: async (url, body, config) => (await instance.patch(url, body, config)).data,
    del: async (url, config) => (await instance.delete(url, config)).data,
  };
}
