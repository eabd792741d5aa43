import { Suspense } from 'react';
import { paths } from '@matri/contracts';
import { PageHead, useRouteLabel } from '@matri/ui';
import { Hero } from './components/hero';
import { lazyPart } from '../../lazy/lazy-part';

// Below the fold: the prerendered HTML shows these at once; their code hydrates them after the hero is interactive.
const BelowTheFold = lazyPart('../features/home/components/below-the-fold.tsx', 'BelowTheFold');

export function HomePage() {
  const labelOf = useRouteLabel();
  return (
    <>
      <PageHead title={labelOf(paths.home)} path={paths.home.path} />
      <Hero />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
