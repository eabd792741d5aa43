import { isAxiosError } from 'axios';
import type { Http } from './create-http-client';

/**
 * The default fetch for public pages: a 409 (the resource is in a conflicting state, e.g. not yet published) is
 * silently treated as no data; every other error is rethrown for the page's error state.
 */
export async function fetchPublic<T>(http: Http, url: string): Promise<T | null> {
  try {
    return await http.get<T>(url);
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 409) return null;
    throw error;
  }
}
