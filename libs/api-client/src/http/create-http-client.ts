import { OFFLINE_COPY_HEADER } from '@matri/contracts';

/** What a request may add to what the client sends on every one. */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** Cancels the request (the member left, an upload was stopped). */
  signal?: AbortSignal;
  /** 'blob' for a file's bytes (a download); JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** Milliseconds before the request is given up (20 s by default). */
  timeout?: number;
}

/** The API's answer to a request, or what it says when it refused one. */
export interface HttpResponse {
  status: number;
  data: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/**
 * A request that failed: refused by the API (`response` holds its answer) or never answered (no `response`: the
 * network, the timeout, a cancel).
 */
export class HttpError extends Error {
  readonly response?: HttpResponse;

  constructor(message: string, response?: HttpResponse) {
    super(message);
    this.name = 'HttpError';
    this.response = response;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The app's one client: its base address (a server's override changes it before the first request) and requests. */
export interface HttpClient {
  baseURL: string;
  request(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
}

const DEFAULT_TIMEOUT_MS = 20_000;

declare global {
  interface Window {
    /**
     * The API requests the member area's index.html started before the entry had loaded (its first page's), by
     * address, with the base and token they were sent with (tools/vite/member-route-preload-plugin.ts).
     */
    __earlyAnswers?: { base: string; token: string; answers: Record<string, Promise<Response> | undefined> };
  }
}

/**
 * The answer the page's head already asked for, for the first GET of an address sent to the same base with the
 * same token: taken once, so every later request goes to the network.
 */
export function takeEarlyAnswer(baseURL: string, url: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyAnswers;
  if (!early || early.base !== baseURL || early.token !== token) return undefined;
  const answer = early.answers[url];
  delete early.answers[url];
  return answer;
}

function joinUrl(baseURL: string, url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url) || !baseURL) return url;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The body as fetch sends it: a form or text as it is, any other value as JSON. */
function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return body;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** JSON when it is JSON, the text otherwise ('' for an empty answer). */
async function decodeBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The app's HTTP client on the browser's fetch: base address and bearer header on every request; errors stay
 * rejections (HttpError). Not axios: the member area's first load carried 21 KB gzip of it for what fetch does.
 */
export function createHttpClient({
  baseURL,
  getToken,
  onSessionEnded,
  getLanguage,
  onOfflineCopy,
}: HttpClientOptions): HttpClient {
  const client: HttpClient = {
    baseURL,
    async request(method, url, body, options = {}) {
      const headers = new Headers({ Accept: 'application/json', ...options.headers });
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const language = getLanguage?.();
      if (language) headers.set('Accept-Language', language);
      const encoded = encodeBody(body, headers);
      // The caller's cancel and the timeout both end the request; AbortSignal.any is too new for older phones.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeout ?? DEFAULT_TIMEOUT_MS);
      const cancel = () => controller.abort();
      options.signal?.addEventListener('abort', cancel);
      if (options.signal?.aborted) controller.abort();
      const early =
        method === 'GET' && !options.signal && !options.responseType
          ? takeEarlyAnswer(client.baseURL, url, token)
          : undefined;
      let response: Response;
      try {
        response = await (early ??
          fetch(joinUrl(client.baseURL, url), {
            method,
            headers,
            body: encoded,
            signal: controller.signal,
          }));
      } catch {
        throw new HttpError(controller.signal.aborted ? 'The request was cancelled or timed out' : 'Network Error');
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', cancel);
      }
      const answer: HttpResponse = {
        status: response.status,
        headers: Object.fromEntries(response.headers.entries()),
        data: await decodeBody(response, options.responseType),
      };
      if (!response.ok) {
        if (onSessionEnded && response.status === 401 && token) onSessionEnded();
        throw new HttpError(`The request failed with status ${response.status}`, answer);
      }
      const sentAt = onOfflineCopy && answer.headers[OFFLINE_COPY_HEADER.toLowerCase()];
      if (sentAt && !Number.isNaN(Date.parse(sentAt))) onOfflineCopy?.(new Date(sentAt));
      return answer.data;
    },
  };
  return client;
}

export interface Http {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T>(url: string, options?: RequestOptions): Promise<T>;
}

/** GET, POST, PUT, PATCH and DELETE helpers that return the response body. */
export function createHttp(client: HttpClient): Http {
  return {
    get: (url, options) => client.request('GET', url, undefined, options) as Promise<never>,
    post: (url, body, options) => client.request('POST', url, body, options) as Promise<never>,
    put: (url, body, options) => client.request('PUT', url, body, options) as Promise<never>,
    patch: (url, body, options) => client.request('PATCH', url, body, options) as Promise<never>,
    del: (url, options) => client.request('DELETE', url, undefined, options) as Promise<never>,
  };
}
