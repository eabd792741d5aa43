import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Stack.css';
import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { sideMenu } from '@matri/contracts';

/** The side menu in the spec's order; the entry of the current route is highlighted. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Member menu">
      <Stack gap={4}>
        {sideMenu.map((item) => {
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
