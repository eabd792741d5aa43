import type { AxiosRequestConfig } from 'axios';
import { endpointUrl, type AnyEndpoint, type EndpointResponse } from '@matri/contracts';
import type { z } from 'zod';
import type { Http } from './create-http-client';

type Part<T, Key extends string, Optional extends boolean = false> = T extends z.ZodType
  ? Optional extends true
    ? { [K in Key]?: z.input<T> }
    : { [K in Key]: z.input<T> }
  : { [K in Key]?: never };

/** A form's parts (a photo upload) where the description takes multipart/form-data instead of JSON. */
type BodyPart<E extends AnyEndpoint> = E['consumes'] extends readonly string[] ? { body: FormData } : Part<E['body'], 'body'>;

/** What a call sends: the path parameters and body its description asks for, the query when it has one. */
export type CallInput<E extends AnyEndpoint> = Part<E['params'], 'params'> & Part<E['query'], 'query', true> & BodyPart<E> & { config?: AxiosRequestConfig };

type Args<E extends AnyEndpoint> = E['params'] extends z.ZodType
  ? [input: CallInput<E>]
  : E['body'] extends z.ZodType
    ? [input: CallInput<E>]
    : E['consumes'] extends readonly string[]
      ? [input: CallInput<E>]
      : [input?: CallInput<E>];

/**
 * Calls an endpoint by its description: the address is built from its path (no URL written by hand) and the answer
 * is typed by its response schema, the very schema the API serialises it through.
 */
export function callEndpoint<E extends AnyEndpoint>(http: Http, endpoint: E, ...[input]: Args<E>): Promise<EndpointResponse<E>> {
  const url = endpointUrl(endpoint, input?.params as Record<string, string | number> | undefined, input?.query as Record<string, unknown> | undefined);
  // Only what the call has: a bare call stays http.get(url), as a test or an interceptor sees it.
  const config: [] | [AxiosRequestConfig] = input?.config ? [input.config] : [];
  const body: [] | [unknown] | [unknown, AxiosRequestConfig] = input?.body === undefined ? (input?.config ? [undefined, input.config] : []) : [input.body, ...config];
  switch (endpoint.method) {
    case 'GET':
      return http.get(url, ...config);
    case 'POST':
      return http.post(url, ...body);
    case 'PUT':
      return http.put(url, ...body);
    case 'PATCH':
      return http.patch(url, ...body);
    case 'DELETE':
      return http.del(url, ...config);
  }
}
