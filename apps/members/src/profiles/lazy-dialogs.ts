import { lazy } from 'react';

/**
 * Dialogs a page opens only at a member's tap, each a chunk of its own with the Modal, form controls and rules it
 * brings (20–40 KB gzip), so a page whose main control is something else does not load them before it answers. Shown
 * inside a Suspense with no fallback: where one is the page's main control, its code is asked for before the tap
 * (a profile's page preloads it, app/page-files.ts; a match's card asks for it as it shows).
 */
export const loadSendInterestDialog = () => import('./send-interest-dialog');

export const SendInterestDialog = lazy(() =>
  loadSendInterestDialog().then((m) => ({ default: m.SendInterestDialog })),
);

export const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));
