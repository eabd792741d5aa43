import './shell-frame.css';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { breakpoints } from '@matri/ui';
import { TopBar } from './top-bar';
import { SideMenu } from './side-menu';
import { DashboardFooter } from './dashboard-footer';
import { useMemberEvents } from './use-member-events';
import { useBrokenPhotoRefetch } from './use-broken-photo-refetch';
import { PageLoader } from '../../components/page-loader';
import { LoadFailureBoundary } from '../../components/load-failure-boundary';
import { PrefetchNextPage } from './prefetch-next-page';
import { OfflineNotice } from './offline-notice';

// Only phones open the drawer, and only when asked: its code (Drawer, focus trap, scroll lock) waits for that tap.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })));

/** The page: a failure to render it (its code lost on the way) stays in the page's place until the member moves on. */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <LoadFailureBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/** Where the side menu shows (shell-frame.css hides its place below it: a phone has the drawer). */
const WIDE_SCREEN = `(min-width: ${breakpoints.sm})`;

/**
 * Read at the first render, not after it: a phone never renders the menu it does not show (some 70 components on its
 * slowed main thread, rendered again as the member's and the unread count's answers come), and a wide screen never
 * paints without it. Where the browser cannot say (tests), the screen is wide.
 */
function useIsWideScreen(): boolean {
  return useMediaQuery(
    WIDE_SCREEN,
    typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN).matches : true,
  );
}

export function DashboardShell() {
  const { t } = useLingui();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const isWideScreen = useIsWideScreen();
  // Once opened it stays mounted, so it can close with its animation.
  const [isDrawerWanted, setDrawerWanted] = useState(false);
  if (isDrawerOpen && !isDrawerWanted) setDrawerWanted(true);
  useMemberEvents();
  useBrokenPhotoRefetch();
  // The header keeps its place when a dialog locks the page's scroll (react-remove-scroll's class, as AppShell's).
  return (
    <>
      <header className="member-shell-header right-scroll-bar-position">
        <TopBar onOpenMenu={drawer.open} />
      </header>
      <nav className="member-shell-navbar" aria-label={t`Member menu`}>
        {isWideScreen && <SideMenu />}
      </nav>
      <PrefetchNextPage />
      {isDrawerWanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={isDrawerOpen} onClose={drawer.close} />
        </Suspense>
      )}
      <main className="member-shell-main">
        <div id="main" style={{ flex: 1 }}>
          <OfflineNotice />
          <PageOutlet />
        </div>
        <DashboardFooter />
      </main>
    </>
  );
}
