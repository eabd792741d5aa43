import type { Language, LocalText } from '@matri/contracts';

/**
 * Written here, not in the catalog: they are shown when the catalog itself did not come.
 */
const COULD_NOT_LOAD: LocalText = {
  en: 'The page could not load. Check your internet connection and try again.',
  hi: 'पेज नहीं खुल पाया। अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।',
};
const TRY_AGAIN: LocalText = { en: 'Try again', hi: 'फिर से कोशिश करें' };

/**
 * A load still pending after this long is told as a failure too (a slow 3G first visit has its first words well
 * within it): a request a bad network leaves hanging would otherwise keep the spinner for minutes. The member area
 * still starts if the load comes after all.
 */
export const SLOW_LOAD_MS = 30_000;

/** The skeleton's page (tools/vite/member-shell-skeleton-plugin.ts) says the member area could not load. */
function showCouldNotLoad(language: Language, retry: () => void): void {
  const main = document.querySelector('#root .member-shell-main');
  if (!main || main.querySelector('.boot-failure')) return;
  // The skeleton is hidden from screen readers while it only stands for what is coming; this it must read out.
  main.closest('[aria-hidden]')?.removeAttribute('aria-hidden');
  const alert = document.createElement('div');
  alert.className = 'boot-failure';
  alert.setAttribute('role', 'alert');
  alert.lang = language;
  const text = document.createElement('p');
  text.textContent = COULD_NOT_LOAD[language];
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = TRY_AGAIN[language];
  button.addEventListener('click', retry);
  alert.append(text, button);
  main.replaceChildren(alert);
}

/**
 * Starts the member area once what its first render needs has loaded (main.tsx: the first words, a server's address
 * override). Over a bad network that can fail, or hang: then the skeleton says so in the reader's language, with a
 * button that loads the page again (a failed module stays failed in this document, so a new one is the retry).
 */
export function startWhenLoaded(
  load: Promise<unknown>,
  start: () => void,
  language: Language,
  retry: () => void = () => window.location.reload(),
): void {
  const slow = window.setTimeout(() => showCouldNotLoad(language, retry), SLOW_LOAD_MS);
  load.then(
    () => {
      window.clearTimeout(slow);
      start();
    },
    () => {
      window.clearTimeout(slow);
      showCouldNotLoad(language, retry);
    },
  );
}
