import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stack.css';
import './side-menu.css';
import { Badge, Stack } from '@mantine/core';
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
            'aria-label': badge ? t`${label}, ${badge} unread` : undefined,
            'aria-current': isActive ? ('page' as const) : undefined,
            onClick: onNavigate,
            children: (
              <>
                <span className="member-side-menu-label">{label}</span>
                {badge !== null && (
                  <span className="member-side-menu-section">
                    <Badge size="sm" circle color="red" aria-hidden>
                      {badge > 99 ? '99+' : badge}
                    </Badge>
                  </span>
                )}
              </>
            ),
          };
          // Home is the public site: a full page load on the same origin, not a route of this app.
          return item.app === 'members' ? (
            <Link key={item.path} to={item.path} className="member-side-menu-link mantine-focus-auto" {...shared} />
          ) : (
            <a
              key={item.path}
              href={localisedPath(item.path, language)}
              className="member-side-menu-link mantine-focus-auto"
              {...shared}
            />
          );
        })}
      </Stack>
    </nav>
  );
}
