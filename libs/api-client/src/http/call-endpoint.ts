import { endpointUrl, type AnyEndpoint, type EndpointResponse, type JsonText } from '@matri/contracts';
import type { z } from 'zod';
import type { Http, RequestOptions } from './create-http-client';

type Part<T, Key extends string, Optional extends boolean = false> = T extends z.ZodType
  ? Optional extends true
    ? { [K in Key]?: z.input<T> }
    : { [K in Key]: z.input<T> }
  : { [K in Key]?: never };

/**
 * The body: a form's parts (a photo upload) where the description takes multipart/form-data; otherwise the value, or
 * that value already written as JSON text (import rows made in a worker).
 */
type BodyPart<E extends AnyEndpoint> = E['consumes'] extends readonly string[]
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? { body: z.input<E['body']> | JsonText<z.input<E['body']>> }
    : { body?: never };

/** What a call sends: the path parameters and body its description asks for, the query when it has one. */
export type CallInput<E extends AnyEndpoint> = Part<E['params'], 'params'> &
  Part<E['query'], 'query', true> &
  BodyPart<E> & { config?: RequestOptions };

export type CallArgs<E extends AnyEndpoint> = E['params'] extends z.ZodType
  ? [input: CallInput<E>]
  : E['body'] extends z.ZodType
    ? [input: CallInput<E>]
    : E['consumes'] extends readonly string[]
      ? [input: CallInput<E>]
      : [input?: CallInput<E>];

/** A JSON answer typed by its response schema; the bytes of a file answer (a download) as a Blob. */
export type CallAnswer<E extends AnyEndpoint> = E extends { produces: readonly string[] } ? Blob : EndpointResponse<E>;

/**
 * Calls an endpoint by its description: the address is built from its path (no URL written by hand) and the answer
 * is typed by its response schema, the very schema the API serialises it through.
 */
export function callEndpoint<E extends AnyEndpoint>(
  http: Http,
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<CallAnswer<E>> {
  const url = endpointUrl(
    endpoint,
    input?.params as Record<string, string | number> | undefined,
    input?.query as Record<string, unknown> | undefined,
  );
  const given: RequestOptions | undefined = endpoint.produces
    ? { ...input?.config, responseType: 'blob' }
    : input?.config;
  // JSON text goes as it is, said to be JSON.
  const config =
    typeof input?.body === 'string'
      ? { ...given, headers: { ...given?.headers, 'Content-Type': 'application/json' } }
      : given;
  // Only what the call has: a bare call stays http.get(url), as a test or an interceptor sees it.
  const rest: [] | [RequestOptions] = config ? [config] : [];
  const body: [] | [unknown] | [unknown, RequestOptions] =
    input?.body === undefined ? (config ? [undefined, config] : []) : [input.body, ...rest];
  switch (endpoint.method) {
    case 'GET':
      return http.get(url, ...rest);
    case 'POST':
      return http.post(url, ...body);
    case 'PUT':
      return http.put(url, ...body);
    case 'PATCH':
      return http.patch(url, ...body);
    case 'DELETE':
      return http.del(url, ...rest);
  }
}
