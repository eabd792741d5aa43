import { getJwt } from '@matri/auth-gate';
import { followHeader } from './app/layouts/header-behaviour';
import { startIslands } from './lazy/island-triggers';
import './styles.css';

/*
 * A prerendered page is served whole and stays the HTML it was: only its islands (lazy/island.tsx) hydrate, each as
 * a root of its own when it is needed, so reading a page runs next to no script and loads no React.
 */
const container = document.getElementById('root') as HTMLElement;
if (container.firstElementChild) {
  followHeader(document);
  startIslands(document, {
    hydrate: (island) => void import('./app/hydrate-island').then(({ hydrateIsland }) => hydrateIsland(island)),
    hasSession: () => getJwt() !== null,
    hasQuery: () => window.location.search !== '',
  });
} else {
  void import('./app/render-app').then(({ renderApp }) => renderApp(container));
}
