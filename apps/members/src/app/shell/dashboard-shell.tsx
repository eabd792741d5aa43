import './shell-frame.css';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { TopBar } from './top-bar';
import { SideMenu } from './side-menu';
import { DashboardFooter } from './dashboard-footer';
import { useMemberEvents } from './use-member-events';
import { useBrokenPhotoRefetch } from './use-broken-photo-refetch';
import { PageLoader } from '../../components/page-loader';
import { PrefetchNextPage } from './prefetch-next-page';
import { OfflineNotice } from './offline-notice';

// Only phones open the drawer, and only when asked: its code (Drawer, focus trap, scroll lock) waits for that tap.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })));

export function DashboardShell() {
  const { t } = useLingui();
  const [isDrawerOpen, drawer] = useDisclosure(false);
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
        <SideMenu />
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
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <DashboardFooter />
      </main>
    </>
  );
}
