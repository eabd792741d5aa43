import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PublicHeader } from './public-header';
import { lazyPart } from '../../lazy/lazy-part';
import { Trans } from '@lingui/react/macro';

// The footer is below the fold: prerendered with the page, hydrated once its code arrives.
const PublicFooter = lazyPart('../app/layouts/public-footer.tsx', 'PublicFooter');

export function PublicLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
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
