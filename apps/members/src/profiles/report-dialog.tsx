import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '@matri/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { itemLabel, REPORT_DETAILS_MAX_LENGTH, reportReasons, type ReportReason } from '@matri/contracts';
import { showToast, useLanguage } from '@matri/ui';
import { EditDialog } from '../components/edit-dialog';
import { useReportMember } from './api/use-report-member';

/**
 * Reports a member to the admins with a reason and details, or one of their messages (the admins then see it with
 * the few around it) or the interest they sent (its message); the member is not told who reported them. The report
 * blocks them too: a page that showed only them (their profile, our conversation) goes to `leaveTo`, a list stays and
 * refreshes without them.
 */
export function ReportDialog({
  member,
  messageId,
  interestId,
  initialReason = '',
  leaveTo,
  onClose,
}: {
  member: { profileId: string; full_name: string };
  messageId?: number;
  interestId?: number;
  initialReason?: ReportReason | '';
  leaveTo?: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const name = member.full_name;
  const [reason, setReason] = useState<ReportReason | ''>(initialReason);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const reportMember = useReportMember();
  const navigate = useNavigate();
  const send = async () => {
    if (!reason) {
      setError(t`Choose a reason`);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await reportMember.mutateAsync({
        profileId: member.profileId,
        reason,
        ...(details.trim() ? { details: details.trim() } : {}),
        ...(messageId ? { messageId } : {}),
        ...(interestId ? { interestId } : {}),
      });
      showToast(
        'success',
        t`Thank you. Our team will look into it. ${name} is blocked; you can unblock them on Setting.`,
        t`Report sent`,
      );
      onClose();
      if (leaveTo) navigate(leaveTo);
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <EditDialog
      opened
      onClose={onClose}
      title={messageId ? t`Report this message` : t`Report ${name}`}
      isDirty={reason !== initialReason || details.trim() !== ''}
    >
      {(close) => (
        <Stack>
          <Text size="sm">
            {messageId
              ? t`Our team sees this message of ${name} with the few around it, never the rest of your conversation. Reports never go to the member.`
              : interestId
                ? t`Our team sees the message ${name} sent with this interest. Reports never go to the member.`
                : t`Reports go to our team, never to the member. Tell us what is wrong.`}
          </Text>
          <Text size="sm">
            {t`Sending the report also blocks ${name}: you will not see each other, and no interest or message can pass between you. They are not told.`}
          </Text>
          <NativeSelect
            label={t`Reason`}
            data={[
              { value: '', label: t`Choose a reason` },
              ...reportReasons.map((r) => ({ value: r.value, label: itemLabel(r, language) })),
            ]}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value as ReportReason | '')}
            error={error}
            required
          />
          <Textarea
            label={t`Details (optional)`}
            value={details}
            onChange={(e) => setDetails(e.currentTarget.value)}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={isSending} onClick={() => void send()}>
              <Trans>Send report</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </EditDialog>
  );
}
