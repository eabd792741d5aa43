import type { Plugin } from 'vite';

/**
 * The site's language memory, before the page paints. A `?lang=` in the address (the language link sets it) is
 * remembered and taken out of the address; a visitor who chose Hindi and opens an English page is sent to its Hindi
 * twin. Plain script, so it works before (and without) the page's code: a tap on the language link before hydration
 * is remembered too. `storageKey`: where the choice is kept (LANGUAGE_STORAGE_KEY of libs/contracts).
 */
export function languageScriptPlugin(storageKey: string): Plugin {
  const key = JSON.stringify(storageKey);
  const script =
    `<script>try{var l=location,m=/[?&]lang=(en|hi)(?=&|$)/.exec(l.search),h=/^\\/hi(\\/|$)/.test(l.pathname);` +
    `if(m){localStorage.setItem(${key},m[1]);var q=l.search.replace(/([?&])lang=(en|hi)(&|$)/,function(a,b,c,d){return d?b:''});` +
    `history.replaceState(history.state,'',l.pathname+(q==='?'?'':q)+l.hash)}` +
    `else if(!h&&localStorage.getItem(${key})==='hi')l.replace('/hi'+l.pathname+l.search+l.hash)}catch(e){}</script>`;
  return {
    name: 'matri:language-script',
    transformIndexHtml: (html) => html.replace('<!--language-script-->', script),
  };
}
