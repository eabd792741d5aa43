import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toApiError, useInterests } from '@matri/api-client';
import {
  conversationHref,
  interestBoxes,
  paths,
  profileDetailsHref,
  type InterestBox,
  type InterestJson,
} from '@matri/contracts';
import { MailIcon, showToast } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { useAnswerInterest } from './api/use-answer-interest';

const tabLabels: Record<InterestBox, string> = {
  received: 'Received',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
};
const emptyTexts: Record<InterestBox, string> = {
  received: 'Interests other members send you appear here for you to accept or decline.',
  sent: 'Interests you send wait here until the member answers.',
  accepted: 'When an interest is accepted, you can see each other’s contact details as each allows.',
  declined: 'Interests declined by either side are kept here.',
};

function InterestCard({ interest, box }: { interest: InterestJson; box: InterestBox }) {
  const answerInterest = useAnswerInterest();
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (verb: 'accept' | 'decline' | 'withdraw', done: string) => {
    setBusy(verb);
    try {
      await answerInterest.mutateAsync({ id: interest.id, answer: verb });
      showToast('success', done);
    } catch (error) {
      showToast('error', toApiError(error).message, 'Not done');
    } finally {
      setBusy(null);
    }
  };
  const { member } = interest;
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start">
        <div>
          <Anchor component={Link} to={profileDetailsHref(member.profileId)} fw={600}>
            {member.full_name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {member.age !== null ? `${member.age} yrs` : ''}
            {member.city ? `, ${member.city}` : ''} · {interest.direction === 'sent' ? 'you sent' : 'sent to you'} on{' '}
            {new Date(interest.createdAt).toLocaleDateString('en-IN', {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            })}
          </Text>
          {interest.message && <Text mt={6}>“{interest.message}”</Text>}
          {box === 'accepted' &&
            (interest.contact ? (
              <Text mt={6} size="sm">
                E-mail <Anchor href={`mailto:${interest.contact.email}`}>{interest.contact.email}</Anchor> · Mobile{' '}
                <Anchor href={`tel:${interest.contact.mobile}`}>{interest.contact.mobile}</Anchor>
              </Text>
            ) : (
              <Text mt={6} size="sm" c="dimmed">
                Contact details are not shown here:{' '}
                <Anchor component={Link} to={profileDetailsHref(member.profileId)}>
                  see on {member.full_name}’s profile how they share them
                </Anchor>
              </Text>
            ))}
        </div>
        <Group gap="xs">
          {box === 'received' && (
            <>
              <Button
                size="xs"
                loading={busy === 'accept'}
                disabled={busy !== null}
                onClick={() => void act('accept', 'Interest accepted.')}
                aria-label={`Accept the interest of ${member.full_name}`}
              >
                Accept
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy === 'decline'}
                disabled={busy !== null}
                onClick={() => void act('decline', 'Interest declined.')}
                aria-label={`Decline the interest of ${member.full_name}`}
              >
                Decline
              </Button>
            </>
          )}
          {box === 'accepted' && (
            <Button
              size="xs"
              component={Link}
              to={conversationHref(member.profileId)}
              aria-label={`Send a message to ${member.full_name}`}
            >
              Message
            </Button>
          )}
          {box === 'sent' && (
            <Button
              size="xs"
              variant="default"
              loading={busy === 'withdraw'}
              onClick={() => void act('withdraw', 'Interest withdrawn.')}
              aria-label={`Withdraw your interest to ${member.full_name}`}
            >
              Withdraw
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

function InterestList({ box }: { box: InterestBox }) {
  const list = useInterests(http, box);
  if (list.isPending) return <PageLoader />;
  if (list.isError)
    return (
      <Alert color="red" title="Requests could not be loaded">
        {toApiError(list.error).message}
      </Alert>
    );
  if (list.data.length === 0) {
    return (
      <EmptyState
        icon={<MailIcon size={40} />}
        heading={`No ${tabLabels[box].toLowerCase()} interests`}
        text={emptyTexts[box]}
        action={{ label: 'Find matches', to: paths.search.path }}
      />
    );
  }
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {list.data.map((interest) => (
        <InterestCard key={interest.id} interest={interest} box={box} />
      ))}
    </Stack>
  );
}

/** /request: interests received, sent, accepted and declined; the tab is in the URL so it survives a reload. */
export function RequestPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const box: InterestBox = interestBoxes.includes(asked as InterestBox) ? (asked as InterestBox) : 'received';
  return (
    <MemberPage title={paths.request.label} path={paths.request.path}>
      <Tabs
        value={box}
        onChange={(value) => setSearch(value ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {interestBoxes.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {tabLabels[name]}
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
