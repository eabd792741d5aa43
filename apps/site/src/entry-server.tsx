import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { languageOfPath, languages, localisedPath, routeList, type Language } from '@matri/contracts';
import { activateLanguage } from '@matri/ui';
import { App } from './app/app';
import { catalogModules, loadMessages, loadPartMessages } from './i18n/load-messages';
import { manifestKeyOf, renderedParts } from './lazy/lazy-part';
import './styles.css';

export { catalogModules };

/**
 * Renders one route to HTML at build time in the language of its address, waiting for its lazy parts (and the
 * catalogs they read) to load; returns the HTML, the source modules of the lazy parts it rendered (their styles go
 * into the page) and the language.
 */
export async function renderRoute(url: string): Promise<{ html: string; parts: string[]; language: Language }> {
  const language = languageOfPath(url);
  activateLanguage(language, await loadMessages(language));
  // A lazy part loads its words only the first time it is rendered, and the English pages are rendered first: the
  // page's language must have all of its words before any part of it renders.
  await loadPartMessages();
  renderedParts.clear();
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <App language={language} />
    </StaticRouter>,
  );
  const html = await new Response(prelude).text();
  return { html, parts: [...renderedParts].map(manifestKeyOf), language };
}

/** The site routes written to HTML at build time, in every language. */
export const prerenderPaths: readonly string[] = languages.flatMap((language) =>
  routeList
    .filter((route) => route.app === 'site' && route.isPrerendered)
    .map((route) => localisedPath(route.path, language.value)),
);
