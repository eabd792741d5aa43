import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { idCheckQueueQueryOptions, toApiError } from '@matri/api-client';
import { paths, type IdVerificationCaseJson, type IdVerificationDecision } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldIcon, showToast, useIntlLocale, useRouteLabel } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { useDecideIdCheck } from './api/use-decide-id-check';
import { SelfieCheckQueue } from './components/selfie-check-queue';

type QueueMember = IdVerificationCaseJson['member'];

const who = (member: QueueMember) =>
  `${member.full_name} (${member.profileId ?? '–'}; ${member.gender ?? '–'}, ${member.dateOfBirth ?? '–'}; ${member.status})`;

function IdCheckCard({ check }: { check: IdVerificationCaseJson }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const decide = useDecideIdCheck();
  const [reason, setReason] = useState('');
  const isHeld = check.status === 'held';
  const act = async (decision: IdVerificationDecision) => {
    try {
      await decide.mutateAsync({ id: check.id, decision, reason });
      showToast('success', decision === 'approve' ? t`ID check approved.` : t`ID check rejected.`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Not done`);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={t`ID check of ${check.member.full_name}`}>
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color={isHeld ? 'yellow' : 'red'}>
            {isHeld ? t`close to the profile` : t`ID used by another account`}
          </Badge>
          <Text size="sm" c="dimmed">
            {check.method === 'offline-ekyc' ? t`Offline e-KYC file` : t`Secure QR code`} ·{' '}
            {new Date(check.submittedAt).toLocaleString(locale)}
          </Text>
        </Group>
        <Text>{t`Member: ${who(check.member)}`}</Text>
        <Text>
          {t`On the ID: ${check.onId.name}, born ${check.onId.dateOfBirth}, ${check.onId.gender}, reference ending ${check.onId.referenceLastFour}`}
        </Text>
        <Text size="sm">
          {t`Name: ${check.match.name} (${check.match.nameRule}, score ${check.match.nameScore.toFixed(2)}) · date of birth: ${check.match.dateOfBirth} · gender: ${check.match.gender}`}
        </Text>
        {check.duplicateOf && <Text fw={600}>{t`The same ID verified: ${who(check.duplicateOf)}`}</Text>}
        {check.reason === 'suspended' && !check.duplicateOf && (
          <Text fw={600}>{t`The same ID belonged to a suspended account, since erased.`}</Text>
        )}
        <Textarea
          label={isHeld ? t`Reason (a refused member is told it)` : t`Note`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group gap="xs">
          {isHeld && (
            <Button onClick={() => void act('approve')} loading={decide.isPending}>
              <Trans>Approve</Trans>
            </Button>
          )}
          <Button color="red" variant="light" onClick={() => void act('reject')} loading={decide.isPending}>
            {isHeld ? t`Reject` : t`Close, keep refused`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /admin/id-verifications: the ID checks an admin decides, oldest first, with the scores and both accounts, and the
 * held selfie checks below them.
 */
export function AdminIdChecksPage() {
  const { t } = useLingui();
  const label = useRouteLabel()(paths.adminIdChecks);
  const query = useQuery(idCheckQueueQueryOptions(http));
  if (query.isPending) return <PageLoader />;
  return (
    <MemberPage title={label} path={paths.adminIdChecks.path}>
      <Stack gap="xl">
        {query.isError ? (
          <Alert color="red">{toApiError(query.error).message}</Alert>
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={<ShieldIcon size={40} />}
            heading={t`Nothing here`}
            text={t`No ID check is waiting. Checks close to a profile, and IDs a second account presents, arrive here.`}
          />
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.map((check) => (
              <IdCheckCard key={check.id} check={check} />
            ))}
          </Stack>
        )}
        <SelfieCheckQueue />
      </Stack>
    </MemberPage>
  );
}
