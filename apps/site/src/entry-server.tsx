import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { languageOfPath, languages, localisedPath, routeList, type Language } from '@matri/contracts';
import { activateLanguage } from '@matri/ui';
import { App } from './app/app';
import { IslandTree } from './app/island-tree';
import { catalogModules, loadMessages, loadPartMessages } from './i18n/load-messages';
import { islandMarker, renderedIslands, type IslandName, type IslandWhen } from './lazy/island';
import { manifestKeyOf, renderedParts } from './lazy/lazy-part';
import './styles.css';

export { catalogModules };

/** The module whose chunk holds the whole page's tree in the browser build: its styles are every page's. */
export const pageTreeModule = 'src/app/render-app.tsx';

const LEADING_HEAD_TAGS = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

async function htmlOf(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(element, { identifierPrefix });
  return new Response(prelude).text();
}

/**
 * One island as the browser hydrates it: a root of its own with its ids prefixed, in its box on the page. The head
 * tags it renders (a page that is a form names the page) go before the page, where the page's own would be.
 */
async function renderIsland(url: string, language: Language, name: IslandName) {
  const rendered = await htmlOf(
    <StaticRouter location={url}>
      <IslandTree name={name} language={language} />
    </StaticRouter>,
    `${name}-`,
  );
  const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
  return { head, body: rendered.slice(head.length) };
}

/**
 * Renders one route to HTML at build time in the language of its address, waiting for its lazy parts (and the
 * catalogs they read) to load, then each island it met as a root of its own; returns the HTML, the source modules of
 * the lazy parts it rendered (their styles go into the page), its islands and the language.
 */
export async function renderRoute(
  url: string,
): Promise<{ html: string; parts: string[]; islands: IslandWhen[]; language: Language }> {
  const language = languageOfPath(url);
  activateLanguage(language, await loadMessages(language));
  // A lazy part loads its words only the first time it is rendered, and the English pages are rendered first: the
  // page's language must have all of its words before any part of it renders.
  await loadPartMessages();
  renderedParts.clear();
  renderedIslands.clear();
  let html = await htmlOf(
    <StaticRouter location={url}>
      <App language={language} />
    </StaticRouter>,
  );
  for (const name of renderedIslands.keys()) {
    const island = await renderIsland(url, language, name);
    const box = `data-island="${name}"`;
    html =
      island.head +
      html
        .replace(box, island.head ? `${box} data-island-head=""` : box)
        .replace(islandMarker(name), () => island.body);
  }
  return { html, parts: [...renderedParts].map(manifestKeyOf), islands: [...renderedIslands.values()], language };
}

/** The site routes written to HTML at build time, in every language. */
export const prerenderPaths: readonly string[] = languages.flatMap((language) =>
  routeList
    .filter((route) => route.app === 'site' && route.isPrerendered)
    .map((route) => localisedPath(route.path, language.value)),
);
