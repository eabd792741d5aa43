import path from 'node:path';
import type { Plugin } from 'vite';
import type { BuildManifest } from '../build/prerender-html';
import { staticClosure } from '../budget/first-load-files';

/**
 * What each page opened first needs beyond the entry (with, per language, the words of a page that has a catalog of
 * its own), and each language's words, as the browser fetches them.
 */
export interface RoutePreloads {
  pages: Record<string, { js: string[]; css: string[]; words?: Record<string, string[]> }>;
  words: Record<string, string[]>;
}

/** A GET the head starts once one of its first answers is in, at an address read from that answer. */
export interface FollowUpRequest {
  /** The first request whose answer names it. */
  after: string;
  /** Where the answer names it: the keys and indexes down to a string. */
  field: readonly (string | number)[];
  /** The address that string is appended to (encoded as a path's part). */
  prefix: string;
}

/** The API requests the head starts (apps/members/src/app/first-requests.ts). */
export interface FirstRequests {
  tokenStorageKey: string;
  /** GET addresses by the path a page is opened at; '*' for every page. */
  byPath: Readonly<Record<string, readonly string[]>>;
  /** By the path a page is opened at, as the page's own requests (at its plain address); none under Save-Data. */
  followUps: Readonly<Record<string, FollowUpRequest>>;
}

export interface RoutePreloadOptions {
  /** A member page's path and its modules (apps/members/src/app/page-files.ts). */
  pages: Readonly<Record<string, readonly string[]>>;
  /** Per language, its catalogs' modules: the first paint's words and the whole catalog. */
  words: Readonly<Record<string, readonly string[]>>;
  /** By a page's path, per language, the modules of the catalog only that page's code waits for. */
  pageWords?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  defaultLanguage: string;
  /** Where the member's language is: the address's parameter (`?lang=hi`), else the device's choice. */
  languageParam: string;
  languageStorageKey: string;
  /** Each language's `<html lang>`, which the API answers in (the HTTP client sends it as Accept-Language). */
  htmlLangs: Readonly<Record<string, string>>;
  /** The API's address as the build knows it. */
  apiBaseUrl: string;
  /** The app's FirstRequests, loaded when the build starts (with the app's own resolution of its imports). */
  loadFirstRequests: () => Promise<FirstRequests>;
}

/**
 * From the build's manifest (entry 'index.html'): each page's chunks and stylesheets and each language's catalogs,
 * without what the entry already brings (index.html links it).
 */
export function routePreloads(manifest: BuildManifest, options: RoutePreloadOptions): RoutePreloads {
  const entry = staticClosure(manifest, ['index.html']);
  const beyondEntry = (keys: readonly string[]) => {
    const { js, css } = staticClosure(manifest, keys);
    return { js: js.filter((file) => !entry.js.includes(file)), css: css.filter((file) => !entry.css.includes(file)) };
  };
  const wordsOf = (catalogs: Readonly<Record<string, readonly string[]>>) =>
    Object.fromEntries(Object.entries(catalogs).map(([language, keys]) => [language, beyondEntry(keys).js]));
  return {
    pages: Object.fromEntries(
      Object.entries(options.pages).map(([page, keys]) => {
        const words = options.pageWords?.[page];
        return [page, words ? { ...beyondEntry(keys), words: wordsOf(words) } : beyondEntry(keys)];
      }),
    ),
    words: wordsOf(options.words),
  };
}

/**
 * index.html's inline script (hashed into the CSP like the others), run before the entry has loaded:
 * - it asks for the words of the member's language and, with a member's token (without one the gate leaves for the
 *   login page), the chunks, stylesheets and own words of the page being opened, so they load beside the entry instead of after
 *   it has run and rendered. When the service worker answers the page, the chunks only: they come from the phone while
 *   the entry compiles, where main.tsx asked for them after it had run (on the phone bench's repeat /dashboard the
 *   page's code and profile view were in by 0.5 s instead of 1.0 s); the stylesheets wait for Vite's loader, as
 *   requests through the worker before the first paint delay it (60 of them, before the chunk groups, took it from 0.5
 *   to 0.7–0.9 s). Vite's loader finds the chunks in the head and does not ask twice; the stylesheets are only fetched
 *   here (preload), and applied where Vite's loader puts them, after the entry's, as without this. At a low priority:
 *   on a slow network the stylesheet the first paint waits for and the entry go first (the page's 40 requests beside
 *   them took the first paint from 2.7 to 4.5 s).
 * - with a member's token, it starts the API requests the shell and the page make first (the page's only at its
 *   plain address: a query may ask for other ones), as `window.__earlyAnswers`, which the HTTP client hands to the
 *   first requests for the same addresses: they were otherwise sent once the entry had run, and on a slow network
 *   shared the line with 40 downloads (2 KB answers took 4–5 s). A page's follow-up (its latest conversation on
 *   /messages) is started once the answer naming it is in, read from a copy of it (the page reads the answer itself),
 *   and kept beside them under its address; not under Save-Data, where nothing is fetched ahead.
 */
export function routePreloadScript(
  preloads: RoutePreloads,
  requests: FirstRequests,
  base: string,
  options: RoutePreloadOptions,
): string {
  const json = JSON.stringify;
  return (
    `<script>(function(){var d=${json(preloads)},r=${json(requests.byPath)},o=${json(requests.followUps)},` +
    `h=document.head,w,p,t,a,f;` +
    `function add(f,isCss){var l=document.createElement('link');l.rel=isCss?'preload':'modulepreload';` +
    `if(isCss)l.as='style';l.fetchPriority='low';` +
    `l.crossOrigin='';l.href=${json(base)}+f;h.appendChild(l)}` +
    `try{w=new URLSearchParams(location.search).get(${json(options.languageParam)});` +
    `if(!d.words.hasOwnProperty(w))w=localStorage.getItem(${json(options.languageStorageKey)})}catch(e){}` +
    `if(!d.words.hasOwnProperty(w))w=${json(options.defaultLanguage)};` +
    `try{t=localStorage.getItem(${json(requests.tokenStorageKey)})}catch(e){}` +
    `p=t&&d.pages.hasOwnProperty(location.pathname)?d.pages[location.pathname]:{js:[],css:[]};` +
    `d.words[w].concat((p.words&&p.words[w])||[],p.js).forEach(function(f){add(f,false)});` +
    `if(!(navigator.serviceWorker&&navigator.serviceWorker.controller))p.css.forEach(function(f){add(f,true)});` +
    `if(!t||!window.fetch||window.__APP_CONFIG__)return;a={};` +
    `function get(u){a[u]=fetch(${json(options.apiBaseUrl)}+u,{headers:{Accept:'application/json',` +
    `Authorization:'Bearer '+t,'Accept-Language':${json(options.htmlLangs)}[w]}});a[u].catch(function(){})}` +
    `(r['*']||[]).concat(!location.search&&r.hasOwnProperty(location.pathname)?r[location.pathname]:[]).forEach(get);` +
    `f=!location.search&&o.hasOwnProperty(location.pathname)&&!(navigator.connection&&navigator.connection.saveData)` +
    `?o[location.pathname]:null;` +
    `if(f&&a[f.after])a[f.after].then(function(x){return x.ok?x.clone().json():null}).then(function(v){` +
    `f.field.forEach(function(k){v=v==null?v:v[k]});if(typeof v==='string')get(f.prefix+encodeURIComponent(v))})` +
    `.catch(function(){});` +
    `window.__earlyAnswers={base:${json(options.apiBaseUrl)},token:t,answers:a}})()</script>`
  );
}

/** The preloads routePreloadScript wrote into a built index.html (tools/budget counts a first visit's files by them). */
export function writtenRoutePreloads(html: string): RoutePreloads {
  const written = /var d=(\{.*?\}),r=\{/.exec(html);
  if (!written) throw new Error('The index.html has no route preloads (tools/vite/member-route-preload-plugin.ts)');
  return JSON.parse(written[1]) as RoutePreloads;
}

/** Writes routePreloadScript into the built index.html's head, after the entry's script and module preloads. */
export function memberRoutePreloadPlugin(options: RoutePreloadOptions): Plugin {
  let root = '';
  let base = '/';
  let requests: FirstRequests = { tokenStorageKey: '', byPath: {}, followUps: {} };
  return {
    name: 'matri:member-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      requests = await options.loadFirstRequests();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        // The manifest's shape (tools/budget reads the same): chunks by file name, and by module for those with one.
        const manifest: BuildManifest = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const chunk = {
            file: output.fileName,
            imports: output.imports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
          };
          manifest[output.fileName] = chunk;
          if (output.facadeModuleId) manifest[path.relative(root, output.facadeModuleId)] = chunk;
          if (output.isEntry) manifest['index.html'] = chunk;
        }
        const script = routePreloadScript(routePreloads(manifest, options), requests, base, options);
        // Before the stylesheet: a script after it would wait for it to load before it runs.
        const stylesheet = html.indexOf('<link rel="stylesheet"');
        if (stylesheet < 0) return html.replace('</head>', `${script}\n</head>`);
        return `${html.slice(0, stylesheet)}${script}\n    ${html.slice(stylesheet)}`;
      },
    },
  };
}
