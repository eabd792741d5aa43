import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Stack.css';
import { Badge, NavLink, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { unreadConversationsQueryOptions, useMe } from '@matri/api-client';
import { adminMenu, localisedPath, paths, sideMenu } from '@matri/contracts';
import { useLingui } from '@lingui/react/macro';
import { useLanguage, useRouteLabel } from '@matri/ui';
import { http } from '../../config/app-config';

/** The side menu in docs/spec.md's order (admins also get their queues); the current route's entry is highlighted. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  const labelOf = useRouteLabel();
  const language = useLanguage();
  const { pathname } = useLocation();
  const me = useMe(http);
  const entries = me.data?.role === 'admin' ? [...sideMenu, ...adminMenu] : sideMenu;
  const unread = useQuery(unreadConversationsQueryOptions(http)).data?.conversations ?? 0;
  return (
    <nav aria-label={t`Member menu`}>
      <Stack gap={4}>
        {entries.map((item) => {
          const isActive = pathname === item.path;
          const badge = item.path === paths.messages.path && unread > 0 ? unread : null;
          const label = labelOf(item);
          const shared = {
            label,
            'aria-label': badge ? t`${label}, ${badge} unread` : undefined,
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
            <NavLink key={item.path} component="a" href={localisedPath(item.path, language)} {...shared} />
          );
        })}
      </Stack>
    </nav>
  );
}
