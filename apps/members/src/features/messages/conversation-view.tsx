import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { conversationQueryOptions, toApiError } from '@matri/api-client';
import { paths, profileDetailsHref, type MessageJson, type ReportReason } from '@matri/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '@matri/ui';
import { ReceivedTextWarning, reportReasonOf } from '../../components/received-text-warning';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { ReportDialog } from '../../profiles/lazy-dialogs';
import { useMarkRead } from './api/use-mark-read';
import { messageTime } from './message-time';
import { SendBox } from './send-box';

const statusLabels = {
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  read: msg`Read`,
} as const satisfies Record<NonNullable<MessageJson['status']>, unknown>;

function MessageBubble({
  message,
  onReport,
}: {
  message: MessageJson;
  onReport: (report: { messageId: number; reason: ReportReason | '' }) => void;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { warning } = message;
  return (
    <Stack component="li" gap={4} align={message.fromMe ? 'flex-end' : 'flex-start'}>
      {warning && (
        <ReceivedTextWarning
          kind={warning}
          maw="85%"
          onReport={() => onReport({ messageId: message.id, reason: reportReasonOf(warning) })}
        />
      )}
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="85%"
        bg={message.fromMe ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      >
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Text>
      </Paper>
      <Group gap={4}>
        <Text size="xs" c="dimmed">
          {messageTime(message.createdAt, language)}
          {message.status ? ` · ${i18n._(statusLabels[message.status])}` : ''}
        </Text>
        {!message.fromMe && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            aria-label={t`Report this message`}
            onClick={() => onReport({ messageId: message.id, reason: '' })}
          >
            <Trans>Report</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** One conversation: its history (earlier messages on demand), the send box, and read marks as the member reads. */
export function ConversationView({ profileId }: { profileId: string }) {
  const { t } = useLingui();
  const query = useInfiniteQuery(conversationQueryOptions(http, profileId));
  const markRead = useMarkRead(profileId);
  const [reporting, setReporting] = useState<{ messageId: number; reason: ReportReason | '' } | null>(null);
  const latest = query.data?.pages[0];
  const newestTheirs = latest?.messages.filter((message) => !message.fromMe).at(-1)?.id ?? 0;
  const { mutate: mark } = markRead;
  // Read means seen: only while this page is in front.
  useEffect(() => {
    if (!newestTheirs) return;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') mark(newestTheirs);
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [newestTheirs, mark]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{toApiError(query.error).message}</Alert>;
  const conversation = query.data.pages[0];
  const { member } = conversation;
  const messages = [...query.data.pages].reverse().flatMap((page) => page.messages);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Avatar src={member.photo?.url ?? null} alt="" radius="xl" />
        {conversation.isReadOnly || !member.profileId ? (
          <Text fw={600}>{member.full_name}</Text>
        ) : (
          <Anchor component={Link} to={profileDetailsHref(member.profileId)} fw={600}>
            {member.full_name}
          </Anchor>
        )}
      </Group>
      {query.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show earlier messages</Trans>
        </Button>
      )}
      {messages.length === 0 ? (
        <Text c="dimmed">
          <Trans>Say namaste: your first message starts the conversation.</Trans>
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Messages`}
          aria-live="polite"
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} onReport={setReporting} />
          ))}
        </Stack>
      )}
      {conversation.isReadOnly ? (
        <Alert color="gray">
          <Trans>This member is no longer on the site, so the conversation can only be read.</Trans>
        </Alert>
      ) : (
        <SendBox profileId={profileId} isMyContactShared={conversation.isMyContactShared} />
      )}
      {reporting && member.profileId && (
        <Suspense>
          <ReportDialog
            member={{ profileId: member.profileId, full_name: member.full_name }}
            messageId={reporting.messageId}
            initialReason={reporting.reason}
            leaveTo={paths.messages.path}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
