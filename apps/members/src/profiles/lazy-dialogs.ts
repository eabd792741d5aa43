import { lazy } from 'react';

/**
 * Dialogs a page opens only at a member's tap, each a chunk of its own with the Modal, form controls and rules it
 * brings (20–40 KB gzip), so a page whose main control is something else does not load them before it answers. Shown
 * inside a Suspense with no fallback: a page whose main control opens one preloads it (app/page-files.ts).
 */
export const SendInterestDialog = lazy(() =>
  import('./send-interest-dialog').then((m) => ({ default: m.SendInterestDialog })),
);

export const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));
