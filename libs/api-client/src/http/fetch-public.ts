import type { AnyEndpoint } from '@matri/contracts';
import { callEndpoint, type CallAnswer, type CallArgs } from './call-endpoint';
import type { Http } from './create-http-client';
import { isHttpError } from './http-error';

/**
 * The default fetch for public pages: a 409 (the resource is in a conflicting state, e.g. not yet published) is
 * silently treated as no data; every other error is rethrown for the page's error state.
 */
export async function fetchPublic<E extends AnyEndpoint>(
  http: Http,
  endpoint: E,
  ...input: CallArgs<E>
): Promise<CallAnswer<E> | null> {
  try {
    return await callEndpoint(http, endpoint, ...input);
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 409) return null;
    throw error;
  }
}
