import { lazy, Suspense, useEffect } from 'react';
import type { EditDialogProps } from './edit-dialog';
import { useOpenedOnce } from './use-opened-once';

const loadEditDialog = () => import('./edit-dialog');
const EditDialog = lazy(() => loadEditDialog().then((module) => ({ default: module.EditDialog })));

/**
 * An EditDialog on a page whose first screen holds some but opens none (the dashboard's sections): its code, Mantine's
 * Modal and what it stands on (11 KB brotli), is asked for as the page shows, not preloaded with the page, where it
 * shared the line with the entry on a first visit; it comes while the slowed CPU renders, before the first tap. Nothing
 * is rendered before the first opening, as with the EditDialog itself.
 */
export function LazyEditDialog(props: EditDialogProps) {
  const { isMounted } = useOpenedOnce(props.opened);
  useEffect(() => {
    // A chunk that fails now is asked for again at the tap, which shows its error.
    loadEditDialog().catch(() => undefined);
  }, []);
  return isMounted ? (
    <Suspense fallback={null}>
      <EditDialog {...props} />
    </Suspense>
  ) : null;
}
