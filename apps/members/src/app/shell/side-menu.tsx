import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Stack.css';
import { Badge, NavLink, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { unreadConversationsQueryOptions, useMe } from '@matri/api-client';
import { adminMenu, paths, sideMenu } from '@matri/contracts';
import { http } from '../../config/app-config';

/** The side menu in docs/spec.md's order (admins also get their queues); the current route's entry is highlighted. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const me = useMe(http);
  const entries = me.data?.role === 'admin' ? [...sideMenu, ...adminMenu] : sideMenu;
  const unread = useQuery(unreadConversationsQueryOptions(http)).data?.conversations ?? 0;
  return (
    <nav aria-label="Member menu">
      <Stack gap={4}>
        {entries.map((item) => {
          const isActive = pathname === item.path;
          const badge = item.path === paths.messages.path && unread > 0 ? unread : null;
          const shared = {
            label: item.label,
            'aria-label': badge ? `${item.label}, ${badge} unread` : undefined,
            rightSection: badge ? (
              <Badge size="sm" circle color="red" aria-hidden>
                {badge > 99 ? '99+' : badge}
              </Badge>
            ) : undefined,
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
