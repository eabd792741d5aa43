import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { blockedMembersQueryOptions, toApiError } from '@matri/api-client';
import { showToast } from '@matri/ui';
import { http } from '../../../config/app-config';
import { useUnblockMember } from '../api/use-unblock-member';
import { Trans, useLingui } from '@lingui/react/macro';

/** The members I blocked, each with Unblock: after it, we see each other again in search and matches. */
export function BlockedMembers() {
  const { t } = useLingui();
  const unblockMember = useUnblockMember();
  const blocked = useQuery(blockedMembersQueryOptions(http));
  const [busy, setBusy] = useState<string | null>(null);
  const unblock = async (profileId: string, name: string) => {
    setBusy(profileId);
    try {
      await unblockMember.mutateAsync(profileId);
      showToast('success', t`${name} is unblocked.`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Not unblocked`);
    } finally {
      setBusy(null);
    }
  };
  const list = blocked.data ?? [];
  if (list.length === 0)
    return (
      <Text c="dimmed">
        <Trans>You have not blocked anyone. Block a member from their profile page.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" aria-label={t`Blocked members`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {list.map((member) => (
        <Group key={member.profileId} justify="space-between" component="li">
          <Text>
            {member.full_name}{' '}
            <Text span c="dimmed">
              ({member.profileId})
            </Text>
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={busy === member.profileId}
            onClick={() => void unblock(member.profileId, member.full_name)}
            aria-label={t`Unblock ${member.full_name}`}
          >
            <Trans>Unblock</Trans>
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
