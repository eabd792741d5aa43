import type { Plugin } from 'vite';

/**
 * Keeps a tap that lands on a prerendered control before its code has hydrated it: on an element marked
 * `data-early-tap="<key>"` without `data-ready`, the tap is held back from the page (React has not wired the control
 * yet) and its key kept in `window.__earlyTaps`; the control replays it once hydrated (libs/ui `useEarlyTapReplay`).
 */
export function earlyTapScriptPlugin(): Plugin {
  const script =
    `<script>window.__earlyTaps=[];document.addEventListener('click',function(e){` +
    `var t=e.target&&e.target.closest&&e.target.closest('[data-early-tap]');` +
    `if(t&&!t.hasAttribute('data-ready')){e.preventDefault();e.stopPropagation();` +
    `window.__earlyTaps.push(t.getAttribute('data-early-tap'))}},true)</script>`;
  return {
    name: 'matri:early-tap-script',
    transformIndexHtml: (html) => html.replace('<!--early-tap-script-->', script),
  };
}
