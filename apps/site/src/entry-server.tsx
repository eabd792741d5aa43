import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { routeList } from '@matri/contracts';
import { App } from './app/app';
import { manifestKeyOf, renderedParts } from './lazy/lazy-part';
import './styles.css';

/**
 * Renders one route to HTML at build time, waiting for its lazy parts to load; returns the HTML and the source
 * modules of the lazy parts it rendered (their styles go into the page).
 */
export async function renderRoute(url: string): Promise<{ html: string; parts: string[] }> {
  renderedParts.clear();
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
  const html = await new Response(prelude).text();
  return { html, parts: [...renderedParts].map(manifestKeyOf) };
}

/** The site routes written to HTML at build time. */
export const prerenderPaths: readonly string[] = routeList
  .filter((route) => route.app === 'site' && route.isPrerendered)
  .map((route) => route.path);
