import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { membershipQueryOptions, toApiError } from '@matri/api-client';
import { INTEREST_MESSAGE_MAX_LENGTH, paths } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@matri/ui';
import { EditDialog } from '../components/edit-dialog';
import { http } from '../config/app-config';
import { useSendInterest } from './api/use-send-interest';

// The contact check and its question come at the send, not with the page that opens this dialog (/matches: its first
// visit carried them beside its entry). The API asks the same question (a 409 on confirmedContactShare), so a check
// whose code could not load lets the interest go to the API, which asks it.
const hasContactDetails = (text: string) =>
  import('../components/contact-details').then(
    (module) => module.hasContactDetails(text),
    () => false,
  );
const ContactShareQuestion = lazy(() =>
  import('../components/contact-share-question').then((module) => ({ default: module.ContactShareQuestion })),
);

/**
 * Sends an interest with an optional short message (on a plan that starts conversations, the first message of the
 * conversation its acceptance opens); the API's refusals (daily limit, already sent) are shown as they come, the daily
 * limit with the plans that send more. A message with contact details asks first, as a message in a conversation does.
 * Closing it with a message written asks before the message is thrown away.
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
  // Only a fault of the message shows under the box; any other refusal (the plan's allowance, an interest already
  // sent) is about the interest, not about what was written, so it shows as a notice above the buttons.
  const [messageError, setMessageError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; isOverAllowance: boolean } | null>(null);
  const [isSending, setSending] = useState(false);
  const [isAsking, setAsking] = useState(false);
  const send = async (confirmedContactShare: boolean) => {
    const text = message.trim();
    // The member I write to is not connected with me, so my own contact details never reach them yet.
    if (!confirmedContactShare && (await hasContactDetails(text))) {
      setAsking(true);
      return;
    }
    setAsking(false);
    setSending(true);
    setMessageError(null);
    setRefusal(null);
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
      } else if (problem.fieldErrors['message']) {
        setMessageError(problem.fieldErrors['message']);
      } else {
        setRefusal({ message: problem.message, isOverAllowance: Boolean(problem.fieldErrors['plan']) });
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <EditDialog
      opened={opened}
      onClose={onClose}
      title={t`Send an interest to ${name}`}
      isDirty={message.trim() !== ''}
    >
      {(close) => (
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
            error={messageError}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t`${message.length} of ${maxLength} characters`}
          </Text>
          {refusal && (
            <Alert
              color={refusal.isOverAllowance ? 'yellow' : 'red'}
              variant="light"
              title={refusal.isOverAllowance ? t`Today’s interests are used up` : t`Interest not sent`}
            >
              <Stack gap="xs">
                <Text size="sm">{refusal.message}</Text>
                {refusal.isOverAllowance && (
                  <Anchor component={Link} to={paths.upgrade.path} size="sm" fw={600}>
                    <Trans>See the plans that send more interests</Trans>
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          {isAsking ? (
            <Alert color="yellow" variant="light" title={t`Before you share contact details`}>
              <Suspense fallback={null}>
                <ContactShareQuestion onEdit={() => setAsking(false)} onSend={() => void send(true)} />
              </Suspense>
            </Alert>
          ) : (
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button loading={isSending} onClick={() => void send(false)}>
                <Trans>Send interest</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </EditDialog>
  );
}
