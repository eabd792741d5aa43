import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { notificationsQueryOptions } from '@matri/api-client';
import { useLingui } from '@lingui/react/macro';
import { BellIcon } from '@matri/ui';
import { http } from '../../config/app-config';
import { useWantedWhenIdle } from './when-idle';

const NotificationsPopover = lazy(() =>
  import('./notifications-popover').then((m) => ({ default: m.NotificationsPopover })),
);

/** The bell: unread count, the latest notifications, and marking them read. */
export function NotificationsButton() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [isWanted, want] = useWantedWhenIdle();
  const query = useQuery(notificationsQueryOptions(http));
  const unread = query.data?.unread ?? 0;
  // A tap before the list's code came opens it once it is there.
  const trigger = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
      onClick={() => {
        want();
        setOpen((o) => !o);
      }}
    >
      <BellIcon />
    </ActionIcon>
  );
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={4} color="red">
      {isWanted ? (
        <Suspense fallback={trigger}>
          <NotificationsPopover
            opened={isOpen}
            onChange={setOpen}
            trigger={trigger}
            notifications={query.data?.notifications ?? []}
            unread={unread}
          />
        </Suspense>
      ) : (
        trigger
      )}
    </Indicator>
  );
}
