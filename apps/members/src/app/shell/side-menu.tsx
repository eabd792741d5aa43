import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Stack.css';
import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useMe } from '@matri/api-client';
import { adminMenu, sideMenu } from '@matri/contracts';
import { http } from '../../config/app-config';

/** The side menu in docs/spec.md's order (admins also get their queues); the current route's entry is highlighted. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const me = useMe(http);
  const entries = me.data?.role === 'admin' ? [...sideMenu, ...adminMenu] : sideMenu;
  return (
    <nav aria-label="Member menu">
      <Stack gap={4}>
        {entries.map((item) => {
          const isActive = pathname === item.path;
          const shared = {
            label: item.label,
            active: isActive,
            'aria-current': isActive ? ('page' as const) : undefined,
            onClick: onNavigate,
            variant: 'filled' as const,
          };
          // Home is the public site: a full page load on the same origin, not a route of this app.
          return item.app === 'members' ? (
            <NavLink key={item.path} component={Link} to={item.path} {...shared} />
          ) : (
            <NavLink key={item.path} component="a" href={item.path} {...shared} />
          );
        })}
      </Stack>
    </nav>
  );
}
