import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { membershipQueryOptions, toApiError } from '@matri/api-client';
import { findContactDetails, INTEREST_MESSAGE_MAX_LENGTH, paths } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@matri/ui';
import { ContactShareQuestion } from '../components/contact-share-question';
import { http } from '../config/app-config';
import { useSendInterest } from './api/use-send-interest';

/**
 * Sends an interest with an optional short message (on a plan that starts conversations, the first message of the
 * conversation its acceptance opens); the API's refusals (daily limit, already sent) are shown as they come. A message
 * with contact details asks first, as a message in a conversation does.
 */
export function SendInterestDialog({
  member,
  opened,
  onClose,
}: {
  member: { profileId: string; full_name: string };
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = member.full_name;
  const maxLength = INTEREST_MESSAGE_MAX_LENGTH;
  const sendInterest = useSendInterest();
  const opensConversation = useQuery(membershipQueryOptions(http)).data?.plan.canStartConversations ?? false;
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isOverAllowance, setOverAllowance] = useState(false);
  const [isSending, setSending] = useState(false);
  const [isAsking, setAsking] = useState(false);
  const send = async (confirmedContactShare: boolean) => {
    const text = message.trim();
    // The member I write to is not connected with me, so my own contact details never reach them yet.
    if (!confirmedContactShare && findContactDetails(text).length > 0) {
      setAsking(true);
      return;
    }
    setAsking(false);
    setSending(true);
    setError(null);
    try {
      await sendInterest.mutateAsync({
        profileId: member.profileId,
        ...(text ? { message: text } : {}),
        ...(confirmedContactShare ? { confirmedContactShare } : {}),
      });
      showToast('success', t`Interest sent to ${name}.`);
      setMessage('');
      onClose();
    } catch (caught) {
      const problem = toApiError(caught);
      if (problem.fieldErrors['confirmedContactShare']) {
        setAsking(true);
      } else {
        setError(problem.message);
        setOverAllowance(Boolean(problem.fieldErrors['plan']));
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t`Send an interest to ${name}`}>
      <Stack>
        <Textarea
          label={t`Message (optional)`}
          description={
            opensConversation
              ? t`Your first message: with your plan it opens your conversation when they accept`
              : t`A few words about yourself or your family`
          }
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={INTEREST_MESSAGE_MAX_LENGTH}
          autosize
          minRows={3}
          error={error}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {t`${message.length} of ${maxLength} characters`}
        </Text>
        {isOverAllowance && (
          <Anchor component={Link} to={paths.upgrade.path}>
            <Trans>See the plans that send more interests</Trans>
          </Anchor>
        )}
        {isAsking ? (
          <Alert color="yellow" variant="light" title={t`Before you share contact details`}>
            <ContactShareQuestion onEdit={() => setAsking(false)} onSend={() => void send(true)} />
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={isSending} onClick={() => void send(false)}>
              <Trans>Send interest</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
