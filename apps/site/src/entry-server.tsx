import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { routeList } from '@matri/contracts';
import { App } from './app/app';
import './styles.css';

/** Renders one route to HTML at build time, waiting for its lazy page to load. */
export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
  return new Response(prelude).text();
}

/** The site routes written to HTML at build time. */
export const prerenderPaths: readonly string[] = routeList
  .filter((route) => route.app === 'site' && route.isPrerendered)
  .map((route) => route.path);
