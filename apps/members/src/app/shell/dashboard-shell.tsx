import '@mantine/core/styles/AppShell.css';
import { AppShell } from '@mantine/core';
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

/** 15rem is docs/spec.md's "60 units" (Chakra's spacing scale); from 48em (sm) the menu is fixed at the side. */
export const SIDE_MENU_WIDTH = '15rem';

export function DashboardShell() {
  const { t } = useLingui();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  // Once opened it stays mounted, so it can close with its animation.
  const [isDrawerWanted, setDrawerWanted] = useState(false);
  if (isDrawerOpen && !isDrawerWanted) setDrawerWanted(true);
  useMemberEvents();
  useBrokenPhotoRefetch();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: SIDE_MENU_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar onOpenMenu={drawer.open} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t`Member menu`}>
        <SideMenu />
      </AppShell.Navbar>
      <PrefetchNextPage />
      {isDrawerWanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={isDrawerOpen} onClose={drawer.close} />
        </Suspense>
      )}
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <div id="main" style={{ flex: 1 }}>
          <OfflineNotice />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <DashboardFooter />
      </AppShell.Main>
    </AppShell>
  );
}
