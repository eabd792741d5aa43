import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { outboxQueryOptions, toApiError } from '@matri/api-client';
import { paths, type OutboxMessageJson } from '@matri/contracts';
import { MailIcon, useIntlLocale, useRouteLabel } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { Trans, useLingui } from '@lingui/react/macro';

const sentAt = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** A message's text with its links (reset, confirmation, invitation) clickable. */
function MessageText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

function OutboxMessage({ message }: { message: OutboxMessageJson }) {
  const to = message.to;
  const when = sentAt(message.sentAt, useIntlLocale());
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={message.subject}>
      <Stack gap={4}>
        <Title order={2} size="h4">
          {message.subject}
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            To {to} · {when}
          </Trans>
        </Text>
        <MessageText text={message.text} />
      </Stack>
    </Card>
  );
}

/** Outside demo mode the API has no outbox (404); a member is refused (403), in the API's words. */
function OutboxRefusal({ error }: { error: unknown }) {
  const { t } = useLingui();
  const problem = toApiError(error);
  return (
    <Alert color={problem.status === 404 ? 'blue' : 'red'} role="alert">
      {problem.status === 404
        ? t`This site sends its mail and text messages, so there is no outbox: it exists in demo mode only.`
        : problem.message}
    </Alert>
  );
}

/**
 * Demo mode sends no mail or SMS: the messages wait here, newest first, for an admin trying the product.
 */
export function AdminOutboxPage() {
  const { t } = useLingui();
  const labelOf = useRouteLabel();
  const outbox = useQuery(outboxQueryOptions(http));
  const count = outbox.data?.length ?? 0;
  return (
    <MemberPage title={labelOf(paths.adminOutbox)} path={paths.adminOutbox.path}>
      {outbox.isPending ? (
        <PageLoader />
      ) : outbox.isError ? (
        <OutboxRefusal error={outbox.error} />
      ) : outbox.data.length === 0 ? (
        <EmptyState
          icon={<MailIcon size={40} />}
          heading={t`No messages yet`}
          text={t`Mail and text messages the site would send in demo mode appear here.`}
        />
      ) : (
        <Stack>
          <Text size="sm">
            <Trans>Demo mode sends nothing: here are the newest {count} messages it would have sent.</Trans>
          </Text>
          {outbox.data.map((message) => (
            <OutboxMessage key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </MemberPage>
  );
}
