import '@mantine/core/styles/AppShell.css';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { TopBar } from './top-bar';
import { SideMenu } from './side-menu';
import { MobileMenuDrawer } from './mobile-menu-drawer';
import { DashboardFooter } from './dashboard-footer';
import { useMemberEvents } from './use-member-events';
import { useBrokenPhotoRefetch } from './use-broken-photo-refetch';
import { PageLoader } from '../../components/page-loader';

/** 15rem is docs/spec.md's "60 units" (Chakra's spacing scale); from 48em (sm) the menu is fixed at the side. */
export const SIDE_MENU_WIDTH = '15rem';

export function DashboardShell() {
  const { t } = useLingui();
  const [isDrawerOpen, drawer] = useDisclosure(false);
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
      <MobileMenuDrawer opened={isDrawerOpen} onClose={drawer.close} />
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <div id="main" style={{ flex: 1 }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <DashboardFooter />
      </AppShell.Main>
    </AppShell>
  );
}
