import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PublicHeader } from './public-header';

// The footer is below the fold: prerendered with the page, hydrated once its code arrives.
const PublicFooter = lazy(() => import('./public-footer').then((m) => ({ default: m.PublicFooter })));

export function PublicLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PublicHeader />
      <main id="main">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <PublicFooter />
      </Suspense>
    </>
  );
}
