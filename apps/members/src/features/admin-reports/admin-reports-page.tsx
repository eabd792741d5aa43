import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { reportsQueryOptions, toApiError } from '@matri/api-client';
import {
  labelOf,
  paths,
  profileDetailsHref,
  reportReasons,
  reportStatuses,
  type ReportJson,
  type ReportReason,
  type ReportStatus,
} from '@matri/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ShieldIcon, showToast, useIntlLocale, useLanguage, useRouteLabel } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { useResolveReport } from './api/use-resolve-report';
import { Trans, useLingui } from '@lingui/react/macro';

const tabLabels: Record<ReportStatus, MessageDescriptor> = {
  open: msg`Open`,
  actioned: msg`Suspended`,
  dismissed: msg`Dismissed`,
};
/** A reported member may have hidden or deleted the account since: the admins see which. */
const accountStates: Record<string, MessageDescriptor> = {
  active: msg`active`,
  hidden: msg`hidden`,
  deleted: msg`deleted`,
  suspended: msg`suspended`,
};
const date = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function ReportCard({ report }: { report: ReportJson }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const locale = useIntlLocale();
  const resolveReport = useResolveReport();
  const [busy, setBusy] = useState<'suspend' | 'dismiss' | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<ReportReason>(report.reason);
  const act = async (action: 'suspend' | 'dismiss') => {
    setBusy(action);
    try {
      await resolveReport.mutateAsync({ id: report.id, action, reason: action === 'suspend' ? reason : undefined });
      showToast('success', action === 'suspend' ? `${report.reported.full_name} is suspended.` : t`Report dismissed.`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Not done`);
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };
  const reported = report.reported;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={t`Report about ${reported.full_name}`}>
      <Stack gap={4}>
        <Group gap="xs">
          {reported.profileId && reported.status === 'active' ? (
            <Anchor component={Link} to={profileDetailsHref(reported.profileId)} fw={700}>
              {reported.full_name}
            </Anchor>
          ) : (
            <Text fw={700}>{reported.full_name}</Text>
          )}
          <Text c="dimmed">{reported.profileId}</Text>
          <Badge color={reported.status === 'suspended' ? 'red' : 'gray'} variant="light">
            {accountStates[reported.status] ? i18n._(accountStates[reported.status]) : reported.status}
          </Badge>
          {reported.openReports > 1 && <Badge color="orange">{t`${reported.openReports} open reports`}</Badge>}
          {report.status === 'open' && (
            <Badge
              color="grape"
              variant="light"
              title={t`Weighs the reporters: account age, verification, dismissed reports`}
            >
              {t`Priority ${reported.priority}`}
            </Badge>
          )}
        </Group>
        <Text fw={600}>{labelOf(reportReasons, report.reason, language)}</Text>
        {report.details && <Text style={{ whiteSpace: 'pre-line' }}>{report.details}</Text>}
        {report.messages && (
          <Stack
            component="ol"
            gap={4}
            p="sm"
            m={0}
            aria-label={t`The reported message and the ones around it`}
            style={{ listStyle: 'none', borderLeft: '3px solid var(--mantine-color-red-6)' }}
          >
            {report.messages.map((message) => (
              <Text component="li" key={message.id} size="sm" fw={message.isReported ? 700 : 400}>
                {message.from === 'reported' ? reported.full_name : report.reporter.full_name}: {message.text}
                {message.isReported ? ` ${t`(reported)`}` : ''}
              </Text>
            ))}
          </Stack>
        )}
        {report.interestMessage && (
          <Text
            size="sm"
            p="sm"
            aria-label={t`The reported interest’s message`}
            style={{ whiteSpace: 'pre-line', borderLeft: '3px solid var(--mantine-color-red-6)' }}
          >
            {t`Interest from ${reported.full_name} on ${date(report.interestMessage.createdAt, locale)}:`}{' '}
            {report.interestMessage.text}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t`Reported by ${report.reporter.full_name} (${report.reporter.profileId}) on ${date(report.createdAt, locale)}`}
          {report.resolvedAt ? ` · ${t`resolved ${date(report.resolvedAt, locale)}`}` : ''}
        </Text>
        {report.status === 'open' && (
          <Group gap="xs" mt="xs">
            {isConfirming ? (
              <>
                <Text size="sm">{t`Suspend ${reported.full_name}? They are logged out and disappear at once.`}</Text>
                <NativeSelect
                  size="xs"
                  label={t`Reason they are told`}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value as ReportReason)}
                  data={reportReasons.map((item) => ({
                    value: item.value,
                    label: labelOf(reportReasons, item.value, language),
                  }))}
                />
                <Button size="xs" color="red" loading={busy === 'suspend'} onClick={() => void act('suspend')}>
                  <Trans>Yes, suspend</Trans>
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  <Trans>Cancel</Trans>
                </Button>
              </>
            ) : (
              <>
                <Button
                  size="xs"
                  color="red"
                  onClick={() => setConfirming(true)}
                  aria-label={t`Suspend ${reported.full_name}`}
                >
                  <Trans>Suspend</Trans>
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={busy === 'dismiss'}
                  onClick={() => void act('dismiss')}
                  aria-label={t`Dismiss the report about ${reported.full_name}`}
                >
                  <Trans>Dismiss</Trans>
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Queue({ status }: { status: ReportStatus }) {
  const { t, i18n } = useLingui();
  const tabLabel = i18n._(tabLabels[status]);
  const query = useQuery(reportsQueryOptions(http, status));
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{toApiError(query.error).message}</Alert>;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<ShieldIcon size={40} />}
        heading={t`Nothing here`}
        text={
          status === 'open'
            ? t`No reports are waiting. Members’ reports arrive here.`
            : t`No reports were resolved this way yet.`
        }
      />
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label={t`${tabLabel} reports`}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {query.data.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
    </Stack>
  );
}

/** The admins' reports queue: suspend the reported member or dismiss the report. Members are refused by the API. */
export function AdminReportsPage() {
  const { i18n } = useLingui();
  const labelOf = useRouteLabel();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: ReportStatus = reportStatuses.includes(requested as ReportStatus)
    ? (requested as ReportStatus)
    : 'open';
  return (
    <MemberPage title={labelOf(paths.adminReports)} path={paths.adminReports.path}>
      <Tabs
        value={status}
        onChange={(value) => setParams(value && value !== 'open' ? { status: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {reportStatuses.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {i18n._(tabLabels[s])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {reportStatuses.map((s) => (
          <Tabs.Panel key={s} value={s}>
            <Queue status={s} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </MemberPage>
  );
}
