import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AccessGate } from '@matri/auth-gate';
import { paths } from '@matri/contracts';
import { DashboardShell } from './shell/dashboard-shell';
import { pageModules } from './page-modules';
import { NotFound } from '../components/not-found';
import { lazyAtOnce } from '../components/lazy-at-once';
import { useMemberLanguage, withEveryWord, withOtherPagesWords } from '../i18n/member-language';

// The dashboard's frame paints with the first words (its view waits for the rest); every other page waits for all, and
// the pages a member opens less often for their own catalog too (tools/i18n/lingui.config.ts).
const DashboardPage = lazyAtOnce(() => pageModules.dashboard().then((m) => m.DashboardPage));
const MatchesPage = lazyAtOnce(() => withEveryWord(pageModules.matches()).then((m) => m.MatchesPage));
const SearchPage = lazyAtOnce(() => withOtherPagesWords(pageModules.search()).then((m) => m.SearchPage));
const SettingPage = lazyAtOnce(() => withOtherPagesWords(pageModules.setting()).then((m) => m.SettingPage));
const UpgradePage = lazyAtOnce(() => withOtherPagesWords(pageModules.upgrade()).then((m) => m.UpgradePage));
const InvoicePage = lazyAtOnce(() => withOtherPagesWords(pageModules.invoice()).then((m) => m.InvoicePage));
const RequestPage = lazyAtOnce(() => withEveryWord(pageModules.request()).then((m) => m.RequestPage));
const MessagesPage = lazyAtOnce(() => withEveryWord(pageModules.messages()).then((m) => m.MessagesPage));
const ProfileDetailsPage = lazyAtOnce(() =>
  withEveryWord(pageModules.profileDetails()).then((m) => m.ProfileDetailsPage),
);
const VerificationPage = lazyAtOnce(() =>
  withOtherPagesWords(pageModules.verification()).then((m) => m.VerificationPage),
);

/**
 * The code a member page opened first renders with, by its path: main.tsx waits for it before the first render, so
 * the shell and the page render in one pass (the dashboard's with its profile view, which its page asks for).
 */
export const openedPageCode: Readonly<Record<string, () => Promise<unknown>>> = {
  [paths.dashboard.path]: () =>
    Promise.all([DashboardPage.preload(), pageModules.dashboard().then((m) => m.profileViewCode)]),
  [paths.matches.path]: MatchesPage.preload,
  [paths.search.path]: SearchPage.preload,
  [paths.setting.path]: SettingPage.preload,
  [paths.upgrade.path]: UpgradePage.preload,
  [paths.invoice.path]: InvoicePage.preload,
  [paths.request.path]: RequestPage.preload,
  [paths.messages.path]: MessagesPage.preload,
  [paths.profileDetails.path]: ProfileDetailsPage.preload,
  [paths.verification.path]: VerificationPage.preload,
};

const AdminReportsPage = lazy(() =>
  withOtherPagesWords(import('../features/admin-reports/admin-reports-page')).then((m) => ({
    default: m.AdminReportsPage,
  })),
);
const AdminPhotosPage = lazy(() =>
  withOtherPagesWords(import('../features/admin-photos/admin-photos-page')).then((m) => ({
    default: m.AdminPhotosPage,
  })),
);
const AdminPlansPage = lazy(() =>
  withOtherPagesWords(import('../features/admin-plans/admin-plans-page')).then((m) => ({ default: m.AdminPlansPage })),
);
const AdminOutboxPage = lazy(() =>
  withOtherPagesWords(import('../features/admin-outbox/admin-outbox-page')).then((m) => ({
    default: m.AdminOutboxPage,
  })),
);
const AdminIdChecksPage = lazy(() =>
  withOtherPagesWords(import('../features/admin-id-checks/admin-id-checks-page')).then((m) => ({
    default: m.AdminIdChecksPage,
  })),
);
const UploadDataPage = lazy(() =>
  withOtherPagesWords(import('../features/upload-data/upload-data-page')).then((m) => ({ default: m.UploadDataPage })),
);

export function AppRoutes() {
  const location = useLocation();
  const { language } = useMemberLanguage();
  return (
    <AccessGate pathname={location.pathname} search={location.search} language={language}>
      <Routes>
        <Route element={<DashboardShell />}>
          <Route path={paths.dashboard.path} element={<DashboardPage />} />
          <Route path={paths.matches.path} element={<MatchesPage />} />
          <Route path={paths.search.path} element={<SearchPage />} />
          <Route path={paths.setting.path} element={<SettingPage />} />
          <Route path={paths.upgrade.path} element={<UpgradePage />} />
          <Route path={paths.invoice.path} element={<InvoicePage />} />
          <Route path={paths.request.path} element={<RequestPage />} />
          <Route path={paths.messages.path} element={<MessagesPage />} />
          <Route path={paths.verification.path} element={<VerificationPage />} />
          <Route path={paths.profileDetails.path} element={<ProfileDetailsPage />} />
          <Route path={paths.uploadData.path} element={<UploadDataPage />} />
          <Route path={paths.adminReports.path} element={<AdminReportsPage />} />
          <Route path={paths.adminPhotos.path} element={<AdminPhotosPage />} />
          <Route path={paths.adminIdChecks.path} element={<AdminIdChecksPage />} />
          <Route path={paths.adminPlans.path} element={<AdminPlansPage />} />
          <Route path={paths.adminOutbox.path} element={<AdminOutboxPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </AccessGate>
  );
}
