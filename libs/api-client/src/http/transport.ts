import type { AxiosInstance } from 'axios';
import { HttpError, type HttpResponse } from './http-error';

export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
  timeout: number;
  responseType: 'text' | 'blob';
}

/** Sends a request and gives back its answer whatever its status; a request never answered is an HttpError. */
export interface Transport {
  send(request: TransportRequest): Promise<HttpResponse>;
}

function isAbortOrTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_CANCELED' || code === 'ECONNABORTED' || code === 'ETIMEDOUT';
}

function lowerCaseHeaders(headers: unknown): Record<string, string> {
  const plain = (headers as { toJSON?: () => Record<string, unknown> } | null)?.toJSON?.() ?? {};
  return Object.fromEntries(Object.entries(plain).map(([name, value]) => [name.toLowerCase(), String(value)]));
}

/**
 * Requests through axios, fetched apart from the member area's first load (21 KB gzip of it): that page's first GETs
 * are answered from what its head already sent (takeEarlyAnswer), so the entry runs and renders without waiting for
 * axios, which loads beside it for the requests after them.
 */
export function createAxiosTransport(): Transport {
  let instance: Promise<AxiosInstance> | undefined;
  const load = (): Promise<AxiosInstance> => {
    instance ??= import('axios').then(
      ({ default: axios }) =>
        axios.create({
          // The browser's fetch, read at each request: the page's head, the service worker and the tests use it too.
          adapter: 'fetch',
          env: { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) },
          // Every status is an answer here: the client tells a refusal by its status, as for the head's answers.
          validateStatus: () => true,
          // The client encodes bodies and decodes answers itself, the same for both kinds of answer.
          transformRequest: [(data: unknown) => data],
          transformResponse: [(data: unknown) => data],
        }),
      (error: unknown) => {
        // Asked for again at the next request; chromium (150) answers a second import() of an address that failed
        // with the same failure and no request, so there requests fail until the page loads again.
        instance = undefined;
        throw error;
      },
    );
    return instance;
  };
  // Asked for at once, beside the page's own code: waiting for the page's load event would leave a request made
  // before it (a tab's list on /request, tapped early) waiting on this chunk as well.
  if (typeof window !== 'undefined') load().catch(() => undefined);
  return {
    async send({ method, url, headers, body, signal, timeout, responseType }) {
      let axios: AxiosInstance;
      try {
        axios = await load();
      } catch {
        throw new HttpError('Network Error');
      }
      try {
        const response = await axios.request({
          method,
          url,
          // axios gives a POST, PUT or PATCH a form's content type when it has none, which the API refuses (415)
          // for a request without a body: false sends none.
          headers: body === undefined ? { ...headers, 'Content-Type': false } : headers,
          data: body,
          signal,
          timeout,
          responseType,
        });
        return { status: response.status, data: response.data, headers: lowerCaseHeaders(response.headers) };
      } catch (error) {
        throw new HttpError(isAbortOrTimeout(error) ? 'The request was cancelled or timed out' : 'Network Error');
      }
    },
  };
}
