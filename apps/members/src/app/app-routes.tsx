import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AccessGate } from '@matri/auth-gate';
import { paths } from '@matri/contracts';
import { DashboardShell } from './shell/dashboard-shell';
import { pageModules } from './page-modules';
import { NotFound } from '../components/not-found';
import { useMemberLanguage, withEveryWord, withOtherPagesWords } from '../i18n/member-language';

// The dashboard's frame paints with the first words (its view waits for the rest); every other page waits for all, and
// the pages a member opens less often for their own catalog too (tools/i18n/lingui.config.ts).
const DashboardPage = lazy(() => pageModules.dashboard().then((m) => ({ default: m.DashboardPage })));
const MatchesPage = lazy(() => withEveryWord(pageModules.matches()).then((m) => ({ default: m.MatchesPage })));
const SearchPage = lazy(() => withOtherPagesWords(pageModules.search()).then((m) => ({ default: m.SearchPage })));
const SettingPage = lazy(() => withOtherPagesWords(pageModules.setting()).then((m) => ({ default: m.SettingPage })));
const UpgradePage = lazy(() => withOtherPagesWords(pageModules.upgrade()).then((m) => ({ default: m.UpgradePage })));
const InvoicePage = lazy(() => withOtherPagesWords(pageModules.invoice()).then((m) => ({ default: m.InvoicePage })));
const RequestPage = lazy(() => withEveryWord(pageModules.request()).then((m) => ({ default: m.RequestPage })));
const MessagesPage = lazy(() => withEveryWord(pageModules.messages()).then((m) => ({ default: m.MessagesPage })));
const ProfileDetailsPage = lazy(() =>
  withEveryWord(pageModules.profileDetails()).then((m) => ({ default: m.ProfileDetailsPage })),
);
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
const VerificationPage = lazy(() =>
  withOtherPagesWords(pageModules.verification()).then((m) => ({ default: m.VerificationPage })),
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
