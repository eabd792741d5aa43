import { lazy } from 'react';
import { lazyAtOnce } from '../components/lazy-at-once';

/**
 * Dialogs a page opens only at a member's tap, each a chunk of its own with the Modal, form controls and rules it
 * brings (20–40 KB gzip), so a page whose main control is something else does not load them before it answers. Shown
 * inside a Suspense with no fallback: a page whose main control opens one preloads it (app/page-files.ts) and asks
 * for it as it shows (`preload`), so the tap renders the dialog in its own render: with React's `lazy` the tap
 * suspended once even with the code in, and the dialog came a fallback's commit, its layout and a retry later.
 */
export const SendInterestDialog = lazyAtOnce(() =>
  import('./send-interest-dialog').then((module) => module.SendInterestDialog),
);

export const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));
