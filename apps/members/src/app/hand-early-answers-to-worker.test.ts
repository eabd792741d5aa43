import { JWT_STORAGE_KEY } from '@matri/auth-gate';
import { KEEP_MEMBER_ANSWERS_MESSAGE } from '@matri/contracts';
import { handEarlyAnswersToWorker } from './hand-early-answers-to-worker';

const SENT_AT = 'Fri, 27 Nov 2026 14:00:00 GMT';

/** An answer as fetch gives it, whose body can be read once and cloned only before (as a browser's). */
function answer(status: number, body: string): Response {
  let isRead = false;
  const response = {
    status,
    headers: new Map([['Date', SENT_AT]]),
    text: async () => {
      if (isRead) throw new TypeError('Body has already been consumed');
      isRead = true;
      return body;
    },
    clone: () => {
      if (isRead) throw new TypeError('Body has already been consumed');
      return answer(status, body);
    },
  };
  return response as unknown as Response;
}

/** The browser's service worker container: no worker controls the page until `takeControl`. */
function serviceWorkerContainer() {
  const container = Object.assign(new EventTarget(), {
    controller: null as { postMessage: jest.Mock } | null,
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const postMessage = jest.fn();
  return {
    postMessage,
    takeControl: async () => {
      container.controller = { postMessage };
      container.dispatchEvent(new Event('controllerchange'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** What index.html's head sent, by address, as the HTTP client finds it. */
function earlyAnswers(answers: Record<string, Response>) {
  const sent = Object.fromEntries(Object.entries(answers).map(([url, response]) => [url, Promise.resolve(response)]));
  window.__earlyAnswers = { base: '', token: 'jwt-1', answers: { ...sent } };
  // The page reads each answer itself, before the worker comes.
  return () => Promise.all(Object.values(sent).map(async (response) => (await response).text()));
}

describe('handEarlyAnswersToWorker', () => {
  beforeEach(() => localStorage.setItem(JWT_STORAGE_KEY, 'jwt-1'));
  afterEach(() => {
    delete window.__earlyAnswers;
    localStorage.clear();
  });

  it('gives the worker, once it controls the page, the member’s own answers the page had before it', async () => {
    const worker = serviceWorkerContainer();
    const pageReads = earlyAnswers({
      '/api/users/me/profile': answer(200, '{"fullName":"Rohan"}'),
      '/api/users/me/photos': answer(500, '{"message":"down"}'),
      '/api/settings/site': answer(200, '{}'),
    });
    handEarlyAnswersToWorker();
    await pageReads();
    expect(worker.postMessage).not.toHaveBeenCalled();
    await worker.takeControl();
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: KEEP_MEMBER_ANSWERS_MESSAGE,
      answers: [
        {
          url: `${window.location.origin}/api/users/me/profile`,
          authorization: 'Bearer jwt-1',
          body: '{"fullName":"Rohan"}',
          sentAt: SENT_AT,
        },
      ],
    });
  });

  it('gives nothing once the session has ended or changed: the kept data was deleted with it', async () => {
    const worker = serviceWorkerContainer();
    const pageReads = earlyAnswers({ '/api/users/me/profile': answer(200, '{}') });
    handEarlyAnswersToWorker();
    await pageReads();
    localStorage.setItem(JWT_STORAGE_KEY, 'jwt-2');
    await worker.takeControl();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('holds nothing when a worker already controls the page: the answers passed it', async () => {
    const worker = serviceWorkerContainer();
    await worker.takeControl();
    worker.postMessage.mockClear();
    earlyAnswers({ '/api/users/me/profile': answer(200, '{}') });
    handEarlyAnswersToWorker();
    navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
