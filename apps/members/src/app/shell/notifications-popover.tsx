import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '@matri/api-client';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, profileDetailsHref, type NotificationJson } from '@matri/contracts';
import { showToast, useIntlLocale } from '@matri/ui';
import { useMarkNotificationsRead } from './use-mark-notifications-read';
import { timeAgo } from '../../components/time-ago';

function describe(n: NotificationJson, i18n: I18n): { text: string; href: string } {
  const name = n.member.full_name;
  if (n.kind === 'interest-received')
    return { text: i18n._(msg`${name} sent you an interest`), href: paths.request.path };
  if (n.kind === 'interest-accepted')
    return { text: i18n._(msg`${name} accepted your interest`), href: `${paths.request.path}?tab=accepted` };
  // A report's outcome names no one (its member is the reporter): it says what was decided, in general terms.
  if (n.kind === 'report-actioned')
    return {
      text: i18n._(msg`We reviewed your report and took action on the account you reported. Thank you for telling us.`),
      href: paths.dashboard.path,
    };
  if (n.kind === 'report-dismissed')
    return {
      text: i18n._(
        msg`We reviewed your report and found no breach of our rules. The member stays blocked for you unless you unblock them.`,
      ),
      href: paths.dashboard.path,
    };
  // An admin's decision on the member's own held ID check: the verification page says why and what is next.
  if (n.kind === 'id-verified')
    return { text: i18n._(msg`Our team confirmed your Aadhaar: your ID is verified.`), href: paths.verification.path };
  if (n.kind === 'id-refused')
    return {
      text: i18n._(msg`Our team could not confirm your Aadhaar. See why and what to do next.`),
      href: paths.verification.path,
    };
  // An admin's decision on the member's own held selfie check.
  if (n.kind === 'selfie-verified')
    return {
      text: i18n._(msg`Our team confirmed your selfie: your photo is verified.`),
      href: paths.verification.path,
    };
  if (n.kind === 'selfie-refused')
    return {
      text: i18n._(msg`Our team could not confirm your selfie. See why and try again.`),
      href: paths.verification.path,
    };
  // An admin's decision on the member's own photo held for the team: the dashboard shows each photo's state.
  if (n.kind === 'photo-approved')
    return {
      text: i18n._(msg`Our team approved your photo: other members can see it now.`),
      href: paths.dashboard.path,
    };
  if (n.kind === 'photo-refused')
    return {
      text: i18n._(msg`Our team could not approve your photo. See why and add another.`),
      href: paths.dashboard.path,
    };
  return {
    text: i18n._(msg`${name} viewed your profile`),
    href: n.member.profileId ? profileDetailsHref(n.member.profileId) : paths.dashboard.path,
  };
}

/** The bell's list: the latest notifications and marking them read; its code comes after the first paint. */
export function NotificationsPopover({
  opened,
  onChange,
  trigger,
  notifications: list,
  unread,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  trigger: ReactElement;
  notifications: readonly NotificationJson[];
  unread: number;
}) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const markNotificationsRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const markRead = async (ids?: number[]) => {
    try {
      await markNotificationsRead.mutateAsync(ids);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Not marked read`);
    }
  };
  const open = (n: NotificationJson) => {
    onChange(false);
    if (!n.isRead) void markRead([n.id]);
    navigate(describe(n, i18n).href);
  };
  return (
    <Popover position="bottom-end" width={320} shadow="md" opened={opened} onChange={onChange}>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown>
        {list.length === 0 ? (
          <Text size="sm">
            <Trans>You have no notifications yet.</Trans>
          </Text>
        ) : (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                <Trans>Notifications</Trans>
              </Text>
              {unread > 0 && (
                <Button variant="subtle" size="compact-xs" onClick={() => void markRead()}>
                  <Trans>Mark all as read</Trans>
                </Button>
              )}
            </Group>
            <Stack
              gap={4}
              component="ul"
              aria-label={t`Notifications`}
              style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}
            >
              {list.map((n) => (
                <li key={n.id}>
                  <UnstyledButton
                    onClick={() => open(n)}
                    w="100%"
                    p={6}
                    style={{
                      borderRadius: 6,
                      background: n.isRead ? undefined : 'var(--mantine-primary-color-light)',
                    }}
                  >
                    <Text size="sm" fw={n.isRead ? 400 : 600}>
                      {describe(n, i18n).text}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {timeAgo(n.createdAt, locale)}
                      {n.isRead ? '' : ` · ${t`unread`}`}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
