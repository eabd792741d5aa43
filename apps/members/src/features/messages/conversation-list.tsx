import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Avatar, Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { conversationQueryOptions, conversationsQueryOptions, isSavingData, toApiError } from '@matri/api-client';
import { paths, type ConversationSummaryJson } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailIcon, useLanguage } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { messageTime } from './message-time';

function ConversationLine({
  line,
  isOpen,
  onOpen,
}: {
  line: ConversationSummaryJson;
  isOpen: boolean;
  onOpen: (profileId: string) => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const { member, lastMessage, unread } = line;
  const { profileId } = member;
  const name = member.full_name;
  const preview = lastMessage.fromMe ? t`You: ${lastMessage.text}` : lastMessage.text;
  return (
    <li>
      <UnstyledButton
        w="100%"
        p="sm"
        disabled={!profileId}
        onClick={() => profileId && onOpen(profileId)}
        aria-current={isOpen ? 'true' : undefined}
        aria-label={unread ? t`${name}, ${unread} unread` : name}
        bg={isOpen ? 'var(--mantine-color-default-hover)' : undefined}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <Avatar src={member.photo?.url ?? null} alt="" radius="xl" />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={unread ? 700 : 500} truncate>
                {member.full_name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {messageTime(lastMessage.createdAt, language)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed" truncate>
                {preview}
              </Text>
              {unread > 0 && (
                <Badge size="sm" circle color="red" aria-hidden>
                  {unread > 99 ? '99+' : unread}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** My conversations, the latest message first, with unread counts; older ones on demand. */
export function ConversationList({
  openProfileId,
  onOpen,
}: {
  openProfileId: string | null;
  onOpen: (profileId: string) => void;
}) {
  const { t } = useLingui();
  const query = useInfiniteQuery(conversationsQueryOptions(http));
  const queryClient = useQueryClient();
  const latest = query.data?.pages[0]?.results[0]?.member.profileId;
  // The latest conversation is the one a member opens most often: asked for as the list shows, it is there at the tap
  // (which otherwise waited a round trip, 0.5 s on the phone bench); not under Save-Data, where nothing is fetched ahead.
  useEffect(() => {
    if (latest && !isSavingData()) void queryClient.prefetchInfiniteQuery(conversationQueryOptions(http, latest));
  }, [latest, queryClient]);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Text c="red">{toApiError(query.error).message}</Text>;
  const lines = query.data.pages.flatMap((page) => page.results);
  if (lines.length === 0) {
    return (
      <EmptyState
        icon={<MailIcon />}
        heading={t`No conversations yet`}
        text={t`Once you and another member accept an interest, you can write to each other here before you share a phone number.`}
        action={{ label: t`See your accepted interests`, to: `${paths.request.path}?tab=accepted` }}
      />
    );
  }
  return (
    <nav aria-label={t`Conversations`}>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
        {lines.map((line) => (
          <ConversationLine
            key={line.member.profileId ?? `gone-${line.lastMessage.id}`}
            line={line}
            isOpen={line.member.profileId !== null && line.member.profileId === openProfileId}
            onOpen={onOpen}
          />
        ))}
      </Stack>
      {query.hasNextPage && (
        <Button
          variant="subtle"
          fullWidth
          mt="xs"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show older conversations</Trans>
        </Button>
      )}
    </nav>
  );
}
