import { OFFLINE_COPY_HEADER } from '@matri/contracts';
import { HttpError, type HttpResponse } from './http-error';
import { createKeptCopies } from './kept-copies';
import { createAxiosTransport } from './transport';

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
  /**
   * Called with an address whose answer the page was given from the service worker's kept copy, sent at `sentAt`,
   * while the network's was on its way (kept-copies.ts); `onKeptCopyReplaced` once its fresh answer is given.
   */
  onKeptCopy?: (url: string, sentAt: Date) => void;
  onKeptCopyReplaced?: (url: string) => void;
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

/**
 * Forgets the answers the page's head asked for that no request has taken: they were for the first look at the page
 * opened first (on /messages its latest conversation, taken once the list shows), and a later visit in the same tab
 * must not be handed one, older than what happened meanwhile.
 */
export function dropEarlyAnswers(): void {
  if (typeof window !== 'undefined') delete window.__earlyAnswers;
}

function joinUrl(baseURL: string, url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url) || !baseURL) return url;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The body as it is sent: a form or a file as it is, text as it is (JSON by default), any other value as JSON. */
function encodeBody(body: unknown, headers: Record<string, string>): unknown {
  if (body === undefined) return undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return body;
  headers['Content-Type'] ??= 'application/json';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** JSON when it is JSON, the text otherwise ('' for an empty answer). */
function parseText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An answer the page's head fetched, read as the transport's answers are. */
async function readEarlyAnswer(early: Promise<Response>): Promise<HttpResponse> {
  try {
    const response = await early;
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      data: parseText(await response.text()),
    };
  } catch {
    throw new HttpError('Network Error');
  }
}

/**
 * The app's HTTP client: base address and bearer header on every request, refusals as `HttpError` rejections, axios
 * (transport.ts) carrying every request but the first GETs the page's head already sent. A member's first GET of an
 * address is answered from the service worker's kept copy when that comes before the network's answer, which is
 * given to the next request for it (the query layer's, createQueryClient).
 */
export function createHttpClient({
  baseURL,
  getToken,
  onSessionEnded,
  getLanguage,
  onOfflineCopy,
  onKeptCopy,
  onKeptCopyReplaced,
}: HttpClientOptions): HttpClient {
  const transport = createAxiosTransport();
  const keptCopies = createKeptCopies();
  const client: HttpClient = {
    baseURL,
    async request(method, url, body, options = {}) {
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
      const token = getToken();
      if (token) headers['Authorization'] = `Bearer ${token}`;
      const language = getLanguage?.();
      if (language) headers['Accept-Language'] = language;
      const address = joinUrl(client.baseURL, url);
      const isPlainGet = method === 'GET' && !options.signal && !options.responseType;
      const fresh = isPlainGet ? keptCopies.takeFresh(address) : undefined;
      const early = isPlainGet && !fresh ? takeEarlyAnswer(client.baseURL, url, token) : undefined;
      const network =
        fresh ??
        (early
          ? readEarlyAnswer(early)
          : transport
              .send({
                method,
                url: address,
                headers,
                body: encodeBody(body, headers),
                signal: options.signal,
                timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
                responseType: options.responseType === 'blob' ? 'blob' : 'text',
              })
              .then((sent) => (typeof sent.data === 'string' ? { ...sent, data: parseText(sent.data) } : sent)));
      const kept = isPlainGet && !fresh ? await keptCopies.before(address, headers, network) : undefined;
      if (kept) {
        onKeptCopy?.(address, kept.sentAt);
        return kept.data;
      }
      let answer: HttpResponse;
      try {
        answer = await network;
      } finally {
        if (fresh) onKeptCopyReplaced?.(address);
      }
      if (answer.status < 200 || answer.status >= 300) {
        if (onSessionEnded && answer.status === 401 && token) onSessionEnded();
        throw new HttpError(`The request failed with status ${answer.status}`, answer);
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
