import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { interestsQueryOptions, toApiError, useInterests } from '@matri/api-client';
import {
  conversationHref,
  formatLocalDay,
  interestBoxes,
  paths,
  profileDetailsHref,
  type InterestBox,
  type InterestJson,
} from '@matri/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailIcon, showToast, useLanguage, useRouteLabel } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { ReceivedTextWarning, reportReasonOf } from '../../components/received-text-warning';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { CardPhoto, HoroscopeBadges } from '../../profiles/member-card';
import { ReportDialog } from '../../profiles/lazy-dialogs';
import { useAnswerInterest } from './api/use-answer-interest';

const tabLabels = {
  received: msg`Received`,
  sent: msg`Sent`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
} as const satisfies Record<InterestBox, unknown>;
const emptyHeadings = {
  received: msg`No received interests`,
  sent: msg`No sent interests`,
  accepted: msg`No accepted interests`,
  declined: msg`No declined interests`,
} as const satisfies Record<InterestBox, unknown>;
const emptyTexts = {
  received: msg`Interests other members send you appear here for you to accept or decline.`,
  sent: msg`Interests you send wait here until the member answers.`,
  accepted: msg`When an interest is accepted, you can see each other’s contact details as each allows.`,
  declined: msg`Interests declined by either side are kept here.`,
} as const satisfies Record<InterestBox, unknown>;

type RequestMember = InterestJson['member'];

/** Opens the conversation with a member one is connected with. */
function SendMessageButton({ member }: { member: RequestMember }) {
  const { t } = useLingui();
  const name = member.full_name;
  return (
    <Button
      size="xs"
      component={Link}
      to={conversationHref(member.profileId)}
      aria-label={t`Send a message to ${name}`}
    >
      <Trans>Send a message</Trans>
    </Button>
  );
}

/**
 * After an accept the card leaves Received for Accepted: this stays where the member was, with the step that comes
 * next, writing to them.
 */
function AcceptedNotice({ member, onClose }: { member: RequestMember; onClose: () => void }) {
  const { t } = useLingui();
  const name = member.full_name;
  return (
    <Alert
      color="teal"
      variant="light"
      title={t`You accepted the interest of ${name}`}
      withCloseButton
      closeButtonLabel={t`Close`}
      onClose={onClose}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>You are connected: write to each other, and see contact details as each of you allows.</Trans>
        </Text>
        <SendMessageButton member={member} />
      </Stack>
    </Alert>
  );
}

function InterestCard({
  interest,
  box,
  onAccepted,
}: {
  interest: InterestJson;
  box: InterestBox;
  onAccepted: (member: RequestMember) => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const answerInterest = useAnswerInterest();
  const [busy, setBusy] = useState<string | null>(null);
  const [isReporting, setReporting] = useState(false);
  const act = async (verb: 'accept' | 'decline' | 'withdraw', done: string) => {
    setBusy(verb);
    try {
      await answerInterest.mutateAsync({ id: interest.id, answer: verb });
      showToast('success', done);
      if (verb === 'accept') onAccepted(interest.member);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Not done`);
    } finally {
      setBusy(null);
    }
  };
  const { member } = interest;
  const name = member.full_name;
  const age = member.age;
  const date = formatLocalDay(new Date(interest.createdAt), language);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start">
        <Group align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <CardPhoto member={member} />
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Anchor component={Link} to={profileDetailsHref(member.profileId)} fw={600}>
                {member.full_name}
              </Anchor>
              <HoroscopeBadges member={member} />
            </Group>
            <Text size="sm" c="dimmed">
              {age !== null ? t`${age} yrs` : ''}
              {member.city ? `, ${member.city}` : ''} ·{' '}
              {interest.direction === 'sent' ? t`you sent on ${date}` : t`sent to you on ${date}`}
            </Text>
            {interest.warning && (
              <ReceivedTextWarning kind={interest.warning} maw="32rem" onReport={() => setReporting(true)} />
            )}
            {interest.message && <Text mt={6}>“{interest.message}”</Text>}
            {box === 'accepted' &&
              (interest.contact ? (
                <Text mt={6} size="sm">
                  <Trans>
                    E-mail <Anchor href={`mailto:${interest.contact.email}`}>{interest.contact.email}</Anchor> · Mobile{' '}
                    <Anchor href={`tel:${interest.contact.mobile}`}>{interest.contact.mobile}</Anchor>
                  </Trans>
                </Text>
              ) : (
                <Text mt={6} size="sm" c="dimmed">
                  <Trans>
                    Contact details are not shown here:{' '}
                    <Anchor component={Link} to={profileDetailsHref(member.profileId)}>
                      see on {name}’s profile how they share them
                    </Anchor>
                  </Trans>
                </Text>
              ))}
          </div>
        </Group>
        <Group gap="xs">
          {box === 'received' && (
            <>
              <Button
                size="xs"
                loading={busy === 'accept'}
                disabled={busy !== null}
                onClick={() => void act('accept', t`Interest accepted.`)}
                aria-label={t`Accept the interest of ${name}`}
              >
                <Trans>Accept</Trans>
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy === 'decline'}
                disabled={busy !== null}
                onClick={() => void act('decline', t`Interest declined.`)}
                aria-label={t`Decline the interest of ${name}`}
              >
                <Trans>Decline</Trans>
              </Button>
            </>
          )}
          {box === 'accepted' && <SendMessageButton member={member} />}
          {box === 'sent' && (
            <Button
              size="xs"
              variant="default"
              loading={busy === 'withdraw'}
              onClick={() => void act('withdraw', t`Interest withdrawn.`)}
              aria-label={t`Withdraw your interest to ${name}`}
            >
              <Trans>Withdraw</Trans>
            </Button>
          )}
        </Group>
      </Group>
      {isReporting && interest.warning && (
        <Suspense>
          <ReportDialog
            member={member}
            interestId={interest.id}
            initialReason={reportReasonOf(interest.warning)}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}

function InterestList({ box }: { box: InterestBox }) {
  const { t, i18n } = useLingui();
  const list = useInterests(http, box);
  const [accepted, setAccepted] = useState<RequestMember[]>([]);
  const notices = accepted.map((member) => (
    <AcceptedNotice
      key={member.profileId}
      member={member}
      onClose={() => setAccepted((shown) => shown.filter((m) => m.profileId !== member.profileId))}
    />
  ));
  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return (
      <Alert color="red" title={t`Requests could not be loaded`}>
        {toApiError(list.error).message}
      </Alert>
    );
  return (
    <Stack gap="sm">
      {notices}
      {list.data.length === 0 ? (
        <EmptyState
          icon={<MailIcon size={40} />}
          heading={i18n._(emptyHeadings[box])}
          text={i18n._(emptyTexts[box])}
          action={{ label: t`Find matches`, to: paths.search.path }}
        />
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.data.map((interest) => (
            <InterestCard
              key={interest.id}
              interest={interest}
              box={box}
              onAccepted={(member) => setAccepted((shown) => [member, ...shown])}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /request: interests received, sent, accepted and declined; the tab is in the URL so it survives a reload. */
export function RequestPage() {
  const { i18n } = useLingui();
  const labelOf = useRouteLabel();
  const queryClient = useQueryClient();
  // The accepted box comes with the page (index.html's head asks for it beside the received one: app/first-requests.ts),
  // so its tab answers without a round trip; taken into the cache now, as an early answer left for a later first look
  // at the tab would be older than an interest accepted meanwhile.
  useEffect(() => {
    void queryClient.prefetchQuery(interestsQueryOptions(http, 'accepted'));
  }, [queryClient]);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const box: InterestBox = interestBoxes.includes(asked as InterestBox) ? (asked as InterestBox) : 'received';
  return (
    <MemberPage title={labelOf(paths.request)} path={paths.request.path}>
      <Tabs
        value={box}
        onChange={(value) => setSearch(value ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {interestBoxes.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {i18n._(tabLabels[name])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {interestBoxes.map((name) => (
          <Tabs.Panel key={name} value={name}>
            <InterestList box={name} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </MemberPage>
  );
}
