import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import type { ReactNode } from 'react';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Every page is its own prerendered document, and an island is one part of it: a link or a redirect inside an island
 * loads the next page whole, as a plain link does, instead of changing the address under a page that stays.
 */
const fullPageNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
};

export function IslandRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={fullPageNavigator}>
      {children}
    </Router>
  );
}
