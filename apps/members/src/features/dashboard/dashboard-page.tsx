import { toApiError, useMe, useMemberPhotos, useOwnProfile } from '@matri/api-client';
import { useLingui } from '@lingui/react/macro';
import { paths } from '@matri/contracts';
import { useRouteLabel } from '@matri/ui';
import { lazy, Suspense } from 'react';
import { lazyAtOnce } from '../../components/lazy-at-once';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { withDashboardWords } from '../../i18n/member-language';

const OwnProfileOverview = lazyAtOnce(() =>
  withDashboardWords(import('./components/own-profile-overview')).then((m) => m.OwnProfileOverview),
);
/**
 * The profile view's code, asked for as soon as the page's code runs, so it travels beside the profile's request
 * instead of after it; the page's frame paints with the first words, the view waits for the whole catalog and the
 * dashboard's own (preloaded with it by index.html's head).
 */
export const profileViewCode = OwnProfileOverview.preload();
// An error is rare: its Alert (with its close button, 1.7 KB gzip) stays out of the first load.
const ProfileLoadError = lazy(() =>
  withDashboardWords(import('./components/profile-load-error')).then((m) => ({ default: m.ProfileLoadError })),
);
// Only an admin without a profile sees the desk; members never download it.
const AdminHome = lazy(() =>
  withDashboardWords(import('./components/admin-home')).then((m) => ({ default: m.AdminHome })),
);

/**
 * /dashboard: the member's profile as others see it, how complete it is, and the forms to build it; for an admin
 * account without a profile, the admin desk.
 */
export function DashboardPage() {
  const { t } = useLingui();
  const labelOfRoute = useRouteLabel();
  const own = useOwnProfile(http);
  const me = useMe(http);
  const photos = useMemberPhotos(http);
  const primary = photos.data?.find((photo) => photo.isPrimary);
  const hasNoProfile = own.isError && toApiError(own.error).status === 404;
  const isAdminDesk = hasNoProfile && me.data?.role === 'admin';

  let body;
  if (own.isPending || (hasNoProfile && me.isPending)) body = <PageLoader />;
  else if (isAdminDesk)
    body = (
      <Suspense fallback={<PageLoader />}>
        <AdminHome />
      </Suspense>
    );
  else if (own.isError)
    body = (
      <Suspense fallback={<PageLoader />}>
        <ProfileLoadError message={toApiError(own.error).message} />
      </Suspense>
    );
  else
    body = (
      <Suspense fallback={<PageLoader />}>
        <OwnProfileOverview own={own.data} primary={primary} />
      </Suspense>
    );
  return (
    <MemberPage title={isAdminDesk ? t`Admin desk` : labelOfRoute(paths.dashboard)} path={paths.dashboard.path}>
      {body}
    </MemberPage>
  );
}
