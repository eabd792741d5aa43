import { runInNewContext } from 'node:vm';
import type { BuildManifest } from '../build/prerender-html';
import {
  routePreloads,
  routePreloadScript,
  writtenRoutePreloads,
  type FirstRequests,
  type RoutePreloadOptions,
} from './member-route-preload-plugin';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'], isEntry: true },
  '_react.js': { file: 'assets/react.js' },
  'src/matches-page.tsx': { file: 'assets/matches-page.js', imports: ['_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  'src/locales/first/en.po': { file: 'assets/en-first.js' },
  'src/locales/en.po': { file: 'assets/en.js' },
  'src/locales/first/hi.po': { file: 'assets/hi-first.js' },
  'src/locales/hi.po': { file: 'assets/hi.js' },
  'src/dashboard-page.tsx': { file: 'assets/dashboard-page.js', imports: ['_react.js'] },
  'src/locales/dashboard/en.po': { file: 'assets/en-dashboard.js' },
  'src/locales/dashboard/hi.po': { file: 'assets/hi-dashboard.js' },
};

const requests: FirstRequests = {
  tokenStorageKey: 'jwt',
  byPath: { '*': ['/api/users/me'], '/matches': ['/api/matches?tab=all'], '/messages': ['/api/conversations'] },
  followUps: {
    '/messages': {
      after: '/api/conversations',
      field: ['results', 0, 'member', 'profileId'],
      prefix: '/api/conversations/',
    },
  },
};

const options: RoutePreloadOptions = {
  pages: { '/matches': ['src/matches-page.tsx'], '/dashboard': ['src/dashboard-page.tsx'] },
  words: { en: ['src/locales/first/en.po', 'src/locales/en.po'], hi: ['src/locales/first/hi.po', 'src/locales/hi.po'] },
  pageWords: { '/dashboard': { en: ['src/locales/dashboard/en.po'], hi: ['src/locales/dashboard/hi.po'] } },
  defaultLanguage: 'en',
  languageParam: 'lang',
  languageStorageKey: 'lang',
  htmlLangs: { en: 'en-IN', hi: 'hi-IN' },
  apiBaseUrl: '',
  loadFirstRequests: async () => requests,
};

/** Runs the head's script as the browser would at `url`, with what the device keeps and the API's answers by address. */
function runHead(
  url: string,
  stored: Record<string, string> = {},
  isWorkerAnswering = false,
  { answers = {}, isSavingData = false }: { answers?: Record<string, unknown>; isSavingData?: boolean } = {},
) {
  const script = routePreloadScript(routePreloads(manifest, options), requests, '/member-app/', options);
  const links: { rel: string; as?: string; href: string; crossOrigin: string | null; fetchPriority?: string }[] = [];
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const address = new URL(url);
  const window: { fetch: unknown; __earlyAnswers?: { token: string; answers: Record<string, unknown> } } = {
    fetch: (to: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url: to, headers: init.headers });
      const body = answers[to];
      // What the script reads of a Response: its status and a copy's JSON (the page reads the answer itself).
      return Promise.resolve({ ok: body !== undefined, clone: () => ({ json: async () => body }) });
    },
  };
  runInNewContext(script.replace(/^<script>|<\/script>$/g, ''), {
    URLSearchParams,
    window,
    fetch: window.fetch,
    location: { pathname: address.pathname, search: address.search },
    navigator: { serviceWorker: { controller: isWorkerAnswering ? {} : null }, connection: { saveData: isSavingData } },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: {
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    },
  });
  return {
    links: links.map(
      (link) =>
        `${link.rel}${link.as ? ` as ${link.as}` : ''} ${link.href}${link.crossOrigin === '' ? ' crossorigin' : ''}` +
        (link.fetchPriority ? ` ${link.fetchPriority}` : ''),
    ),
    fetched,
    early: window.__earlyAnswers,
  };
}

const linksAt = (url: string, language: string | null = null) =>
  runHead(url, { jwt: 'jwt-1', ...(language ? { lang: language } : {}) }).links;

describe('the member pages’ preloads in index.html', () => {
  it('lists what each page and each language need beyond the entry', () => {
    expect(routePreloads(manifest, options)).toEqual({
      pages: {
        '/matches': { js: ['assets/matches-page.js', 'assets/card.js'], css: ['assets/card.css'] },
        '/dashboard': {
          js: ['assets/dashboard-page.js'],
          css: [],
          words: { en: ['assets/en-dashboard.js'], hi: ['assets/hi-dashboard.js'] },
        },
      },
      words: { en: ['assets/en-first.js', 'assets/en.js'], hi: ['assets/hi-first.js', 'assets/hi.js'] },
    });
  });

  it('reads back from the written head what it lists', () => {
    const html = `<head>${routePreloadScript(routePreloads(manifest, options), requests, '/member-app/', options)}</head>`;
    expect(writtenRoutePreloads(html)).toEqual(routePreloads(manifest, options));
    expect(() => writtenRoutePreloads('<head></head>')).toThrow('no route preloads');
  });

  it('asks for the opened page’s code and styles and the words of the language read, as Vite’s loader would', () => {
    expect(linksAt('https://example.in/matches')).toEqual([
      'modulepreload /member-app/assets/en-first.js crossorigin low',
      'modulepreload /member-app/assets/en.js crossorigin low',
      'modulepreload /member-app/assets/matches-page.js crossorigin low',
      'modulepreload /member-app/assets/card.js crossorigin low',
      'preload as style /member-app/assets/card.css crossorigin low',
    ]);
  });

  it('asks for the words of a page with a catalog of its own in the language read, with the page’s code', () => {
    expect(linksAt('https://example.in/dashboard', 'hi')).toEqual([
      'modulepreload /member-app/assets/hi-first.js crossorigin low',
      'modulepreload /member-app/assets/hi.js crossorigin low',
      'modulepreload /member-app/assets/hi-dashboard.js crossorigin low',
      'modulepreload /member-app/assets/dashboard-page.js crossorigin low',
    ]);
    expect(linksAt('https://example.in/matches', 'hi')).not.toContain(
      'modulepreload /member-app/assets/hi-dashboard.js crossorigin low',
    );
  });

  it('takes the language from the address, else the device, else the default; a page it does not know gets words only', () => {
    expect(linksAt('https://example.in/login-elsewhere?lang=hi', 'en')).toEqual([
      'modulepreload /member-app/assets/hi-first.js crossorigin low',
      'modulepreload /member-app/assets/hi.js crossorigin low',
    ]);
    expect(linksAt('https://example.in/nowhere', 'hi')[0]).toBe(
      'modulepreload /member-app/assets/hi-first.js crossorigin low',
    );
    expect(linksAt('https://example.in/nowhere?lang=xx', 'fr')[0]).toBe(
      'modulepreload /member-app/assets/en-first.js crossorigin low',
    );
  });

  it('starts the shell’s and the page’s first requests with the member’s token, in their language', () => {
    const { fetched, early } = runHead('https://example.in/matches', { jwt: 'jwt-1', lang: 'hi' });
    expect(fetched).toEqual([
      {
        url: '/api/users/me',
        headers: { Accept: 'application/json', Authorization: 'Bearer jwt-1', 'Accept-Language': 'hi-IN' },
      },
      {
        url: '/api/matches?tab=all',
        headers: { Accept: 'application/json', Authorization: 'Bearer jwt-1', 'Accept-Language': 'hi-IN' },
      },
    ]);
    expect(early?.token).toBe('jwt-1');
    expect(Object.keys(early?.answers ?? {})).toEqual(['/api/users/me', '/api/matches?tab=all']);
  });

  it('without a token asks for the words alone (the gate leaves for the login page) and starts no request', () => {
    expect(runHead('https://example.in/matches').links).toEqual([
      'modulepreload /member-app/assets/en-first.js crossorigin low',
      'modulepreload /member-app/assets/en.js crossorigin low',
    ]);
    expect(runHead('https://example.in/matches').fetched).toEqual([]);
  });

  it('asks for the page’s code but not its styles when the service worker answers the page, and starts its requests', () => {
    const { links, fetched } = runHead('https://example.in/matches', { jwt: 'jwt-1' }, true);
    expect(links).toEqual([
      'modulepreload /member-app/assets/en-first.js crossorigin low',
      'modulepreload /member-app/assets/en.js crossorigin low',
      'modulepreload /member-app/assets/matches-page.js crossorigin low',
      'modulepreload /member-app/assets/card.js crossorigin low',
    ]);
    expect(fetched.map((f) => f.url)).toEqual(['/api/users/me', '/api/matches?tab=all']);
  });

  it('starts only the shell’s requests at an address with a query', () => {
    expect(runHead('https://example.in/matches?tab=new', { jwt: 'jwt-1' }).fetched.map((f) => f.url)).toEqual([
      '/api/users/me',
    ]);
  });

  it('asks for /messages’ latest conversation once the list’s answer names it, not under Save-Data', async () => {
    const list = { results: [{ member: { profileId: 'HS 100024' } }, { member: { profileId: 'HS100031' } }] };
    const answers = { '/api/conversations': list };
    const opened = runHead('https://example.in/messages', { jwt: 'jwt-1' }, false, { answers });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened.fetched.map((f) => f.url)).toEqual([
      '/api/users/me',
      '/api/conversations',
      '/api/conversations/HS%20100024',
    ]);
    expect(opened.fetched[2].headers).toEqual(opened.fetched[1].headers);
    expect(Object.keys(opened.early?.answers ?? {})).toContain('/api/conversations/HS%20100024');
    const saving = runHead('https://example.in/messages', { jwt: 'jwt-1' }, false, { answers, isSavingData: true });
    const empty = runHead('https://example.in/messages', { jwt: 'jwt-1' }, false, {
      answers: { '/api/conversations': { results: [] } },
    });
    const withQuery = runHead('https://example.in/messages?with=HS100031', { jwt: 'jwt-1' }, false, { answers });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saving.fetched.map((f) => f.url)).toEqual(['/api/users/me', '/api/conversations']);
    expect(empty.fetched.map((f) => f.url)).toEqual(['/api/users/me', '/api/conversations']);
    expect(withQuery.fetched.map((f) => f.url)).toEqual(['/api/users/me']);
  });
});
