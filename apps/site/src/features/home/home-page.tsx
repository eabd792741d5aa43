import { lazy, Suspense } from 'react';
import { paths } from '@matri/contracts';
import { PageHead } from '@matri/ui';
import { Hero } from './components/hero';

// Below the fold: the prerendered HTML shows these at once; their code hydrates them after the hero is interactive.
const BelowTheFold = lazy(() => import('./components/below-the-fold').then((m) => ({ default: m.BelowTheFold })));

export function HomePage() {
  return (
    <>
      <PageHead title="Home" path={paths.home.path} />
      <Hero />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
