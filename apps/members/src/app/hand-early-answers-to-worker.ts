import { isOfflineReadable, KEEP_MEMBER_ANSWERS_MESSAGE, type KeptAnswer } from '@matri/contracts';
import { getJwt } from '@matri/auth-gate';

/** A copy of one of the head's answers, held for the worker: the HTTP client reads the answer itself. */
type HeldAnswer = Promise<KeptAnswer | undefined>;

/** The head's answer as the worker would keep it: a 200 of the member's own data from this origin (none otherwise). */
async function heldCopy(url: string, answer: Promise<Response>, authorization: string): HeldAnswer {
  const address = new URL(url, window.location.href);
  if (address.origin !== window.location.origin || !isOfflineReadable('GET', address.pathname)) return undefined;
  // Cloned before the HTTP client reads the body: a read body cannot be cloned.
  const copy = await answer.then((response) => (response.status === 200 ? response.clone() : undefined));
  const sentAt = copy?.headers.get('Date');
  if (!copy || !sentAt) return undefined;
  return { url: address.href, authorization, body: await copy.text(), sentAt };
}

/**
 * On a first visit the head's requests (the shell's and the page's first answers, index.html's `__earlyAnswers`) go
 * out before the service worker exists: it is registered once the page is idle, so it kept none of them, and the
 * member's next visit had no kept answer to show at once for the page they opened first. This holds a copy of each
 * answer the worker keeps and posts them to it once it controls the page (KEEP_MEMBER_ANSWERS_MESSAGE), unless the
 * session has changed since (a sign-out deletes the kept data: nothing of it may come back). Must run before the HTTP
 * client takes the answers.
 */
export function handEarlyAnswersToWorker(): void {
  const early = window.__earlyAnswers;
  const worker = navigator.serviceWorker;
  if (!early || !worker || worker.controller) return;
  const held = Object.entries(early.answers).map(([url, answer]) =>
    answer ? heldCopy(`${early.base}${url}`, answer, `Bearer ${early.token}`).catch(() => undefined) : undefined,
  );
  worker.addEventListener(
    'controllerchange',
    async () => {
      const answers = (await Promise.all(held)).filter((answer) => answer !== undefined);
      if (answers.length === 0 || getJwt() !== early.token) return;
      worker.controller?.postMessage({ type: KEEP_MEMBER_ANSWERS_MESSAGE, answers });
    },
    { once: true },
  );
}
