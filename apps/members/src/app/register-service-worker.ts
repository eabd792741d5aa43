import { membersServiceWorkerPath } from '@matri/contracts';
import { isSavingData } from '@matri/api-client';
import { whenIdle } from './shell/when-idle';
import { handEarlyAnswersToWorker } from './hand-early-answers-to-worker';

/**
 * Registers the member area's service worker once the page has loaded and the browser is idle, so its install (the
 * download of the files it keeps) never competes with the first paint's requests. A browser that refuses it (no
 * service workers, an insecure origin) still runs every page from the network. Under the browser's data saver it is
 * not registered: its install downloads every page's code (about 1.9 MB before compression) that the member may never
 * open, and the browser's own cache already keeps what they did open. Called before the first render: the head's
 * answers are copied for the worker before the page reads them (hand-early-answers-to-worker.ts).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || isSavingData()) return;
  handEarlyAnswersToWorker();
  const register = () =>
    whenIdle(() => {
      navigator.serviceWorker.register(membersServiceWorkerPath, { scope: '/' }).catch(() => undefined);
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
