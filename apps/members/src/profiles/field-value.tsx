import { lazy, Suspense } from 'react';
import type { FieldSpec } from './profile-sections';

/** Its own chunk with the birth places' table (11 KB brotli), fetched the first time a birth place is shown. */
const BirthPlaceName = lazy(() => import('./birth-place-name').then((module) => ({ default: module.BirthPlaceName })));

/** A field's value as shownValue wrote it, a birth place (its id there) by its name. */
export function FieldValue({ field, value }: { field: FieldSpec; value: string }) {
  if (field.kind !== 'place') return value;
  return (
    <Suspense fallback={null}>
      <BirthPlaceName id={value} />
    </Suspense>
  );
}
