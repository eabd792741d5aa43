import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Card, Group, Image, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { selfieCheckQueueQueryOptions, selfieFrame, toApiError } from '@matri/api-client';
import type { SelfieCheckCaseJson, SelfieCheckDecision } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast, useIntlLocale } from '@matri/ui';
import { http } from '../../../config/app-config';
import { useDecideSelfieCheck } from '../api/use-decide-selfie-check';

/** A kept frame, fetched with the admin's session (an <img> alone cannot send it) and shown from memory. */
function SelfieFrame({ checkId, frame }: { checkId: number; frame: number }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let address: string | null = null;
    let isCurrent = true;
    void selfieFrame(http, checkId, frame).then((blob) => {
      if (!isCurrent) return;
      address = URL.createObjectURL(blob);
      setUrl(address);
    });
    return () => {
      isCurrent = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [checkId, frame]);
  return url ? <Image src={url} alt={t`Frame ${frame}`} w={120} radius="sm" /> : null;
}

const score = (value: number | null) => (value === null ? '–' : value.toFixed(2));

function SelfieCheckCard({ check }: { check: SelfieCheckCaseJson }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const decide = useDecideSelfieCheck();
  const [reason, setReason] = useState('');
  const act = async (decision: SelfieCheckDecision) => {
    try {
      await decide.mutateAsync({ id: check.id, decision, reason });
      showToast('success', decision === 'approve' ? t`Selfie check approved.` : t`Selfie check rejected.`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Not done`);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={t`Selfie check of ${check.member.full_name}`}>
      <Stack gap="xs">
        <Text>
          {t`Member: ${check.member.full_name} (${check.member.profileId ?? '–'}; ${check.member.status})`} ·{' '}
          {new Date(check.submittedAt).toLocaleString(locale)}
        </Text>
        <Text size="sm">
          {check.idPhoto === 'checked'
            ? t`Compared with the profile photos and the ID’s photo.`
            : t`Compared with the profile photos only (no ID photo sent).`}
        </Text>
        <Group gap="xs">
          {Array.from({ length: check.frames }, (_, index) => (
            <SelfieFrame key={index} checkId={check.id} frame={index + 1} />
          ))}
        </Group>
        <Table aria-label={t`Scores of each rule`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Rule`}</Table.Th>
              <Table.Th>{t`Outcome`}</Table.Th>
              <Table.Th>{t`Score`}</Table.Th>
              <Table.Th>{t`Pass / borderline at`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {check.rules.map((rule) => (
              <Table.Tr key={rule.rule}>
                <Table.Td>{rule.rule}</Table.Td>
                <Table.Td>{rule.outcome}</Table.Td>
                <Table.Td>{score(rule.score)}</Table.Td>
                <Table.Td>{rule.bars ? `${score(rule.bars.pass)} / ${score(rule.bars.borderline)}` : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Textarea
          label={t`Reason (a refused member is told it)`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group gap="xs">
          <Button onClick={() => void act('approve')} loading={decide.isPending}>
            <Trans>Approve</Trans>
          </Button>
          <Button color="red" variant="light" onClick={() => void act('reject')} loading={decide.isPending}>
            <Trans>Reject</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The held selfie checks beside the ID checks: each rule's score and bars and the kept frames, approved or rejected
 * with a reason the member is told. Deciding deletes the frames on the server.
 */
export function SelfieCheckQueue() {
  const { t } = useLingui();
  const query = useQuery(selfieCheckQueueQueryOptions(http));
  return (
    <Stack gap="sm" component="section" aria-labelledby="selfie-checks-title">
      <Title order={2} size="h4" id="selfie-checks-title">
        <Trans>Selfie checks</Trans>
      </Title>
      {query.isPending ? null : query.isError ? (
        <Alert color="red">{toApiError(query.error).message}</Alert>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{t`No selfie check is waiting.`}</Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.map((check) => (
            <SelfieCheckCard key={check.id} check={check} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
