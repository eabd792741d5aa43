import { isOfflineReadable, KEPT_COPY_REQUEST_HEADER, OFFLINE_COPY_HEADER } from '@matri/contracts';
import type { HttpResponse } from './http-error';

/** The answers given from the worker's kept copies: the query layer fetches each again (createQueryClient). */
const keptData = new WeakSet<object>();

/** Whether a query's data is a kept copy given while its fresh answer was on its way. */
export function isKeptCopy(data: unknown): boolean {
  return typeof data === 'object' && data !== null && keptData.has(data);
}

/** A kept answer as the page shows it, with when the API sent it. */
export interface KeptCopy {
  data: unknown;
  sentAt: Date;
}

/**
 * The service worker's kept answer to a member's GET (libs/contracts `offline`), asked for beside the network's: the
 * worker answers from what it kept in this session, at once, never from the network. Only where the worker controls
 * the page and the address is one of its own origin whose answers it keeps; anything else (no copy, a failure) is
 * none.
 */
async function askKeptCopy(url: string, headers: Record<string, string>): Promise<KeptCopy | undefined> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return undefined;
  const address = new URL(url, window.location.href);
  if (address.origin !== window.location.origin || !isOfflineReadable('GET', address.pathname)) return undefined;
  try {
    const response = await fetch(url, { headers: { ...headers, [KEPT_COPY_REQUEST_HEADER]: 'wanted' } });
    const sentAt = new Date(response.headers.get(OFFLINE_COPY_HEADER) ?? '');
    if (response.status !== 200 || Number.isNaN(sentAt.getTime())) return undefined;
    const data: unknown = JSON.parse(await response.text());
    if (typeof data !== 'object' || data === null) return undefined;
    keptData.add(data);
    return { data, sentAt };
  } catch {
    return undefined;
  }
}

/**
 * A page's kept copies: the first GET of an address in the page is shown from the worker's copy when that comes
 * before the network's answer, and the network's answer is held for the request that fetches it again.
 */
export function createKeptCopies() {
  const asked = new Set<string>();
  const fresh = new Map<string, Promise<HttpResponse>>();
  return {
    /**
     * The kept copy to show for this GET while `network` answers, when it comes first; the first GET of an address
     * in this page only, with a member's token.
     */
    async before(url: string, headers: Record<string, string>, network: Promise<HttpResponse>) {
      if (asked.has(url) || !headers['Authorization']) return undefined;
      asked.add(url);
      const answered = network.then(
        () => undefined,
        () => undefined,
      );
      const kept = await Promise.race([answered, askKeptCopy(url, headers)]);
      if (kept) fresh.set(url, network);
      return kept;
    },
    /** The network's answer to a GET whose kept copy is shown, once. */
    takeFresh(url: string): Promise<HttpResponse> | undefined {
      const answer = fresh.get(url);
      fresh.delete(url);
      return answer;
    },
  };
}
