import '@mantine/core/styles/Badge.css';
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
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { resendEmailConfirmation, sendMobileCode, toApiError } from '@matri/api-client';
import { MOBILE_CODE_LENGTH, MOBILE_CODE_TTL_MINUTES, VerifyMobileSchema, type OwnProfile } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast, useSchemaForm, SmsCodeField } from '@matri/ui';
import { http } from '../../../config/app-config';
import { useVerifyMobile } from '../api/use-own-profile-changes';

function VerifyMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const verifyMobile = useVerifyMobile();
  const codeLength = MOBILE_CODE_LENGTH;
  const minutes = MOBILE_CODE_TTL_MINUTES;
  const [isSent, setSent] = useState(false);
  const [isSending, setSending] = useState(false);
  const form = useSchemaForm(VerifyMobileSchema, { code: '' });
  const send = async () => {
    setSending(true);
    try {
      await sendMobileCode(http);
      setSent(true);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Code not sent`);
    } finally {
      setSending(false);
    }
  };
  const submit = form.onSubmit(async (values) => {
    try {
      await verifyMobile.mutateAsync(values);
      showToast('success', t`Your mobile number is verified.`);
      onDone();
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
    }
  });
  return (
    <Stack>
      <Text>
        <Trans>
          We send a {codeLength}-digit code by SMS to the mobile number of your account. It works for {minutes} minutes.
        </Trans>
      </Text>
      <Button
        variant={isSent ? 'default' : 'filled'}
        loading={isSending}
        onClick={() => void send()}
        style={{ alignSelf: 'flex-start' }}
      >
        {isSent ? t`Send a new code` : t`Send code`}
      </Button>
      {isSent && (
        <form onSubmit={submit} noValidate aria-label={t`Verify mobile number`}>
          <Stack>
            <SmsCodeField {...form.getInputProps('code')} />
            <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
              <Trans>Verify</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** E-mail and mobile badges; what is not verified yet can be verified from here. */
export function VerificationBadges({ profile }: { profile: OwnProfile }) {
  const { t } = useLingui();
  const [isVerifyingMobile, setVerifyingMobile] = useState(false);
  const resend = async () => {
    try {
      await resendEmailConfirmation(http);
      showToast('success', t`We sent a new confirmation link to your e-mail address.`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Link not sent`);
    }
  };
  return (
    <Group gap="xs" mt={6}>
      {profile.isEmailVerified ? (
        <Badge color="teal.9" variant="filled">
          <Trans>E-mail verified</Trans>
        </Badge>
      ) : (
        <Button size="compact-sm" variant="light" onClick={() => void resend()}>
          <Trans>Confirm e-mail</Trans>
        </Button>
      )}
      {profile.isMobileVerified ? (
        <Badge color="teal.9" variant="filled">
          <Trans>Mobile verified</Trans>
        </Badge>
      ) : (
        <Button size="compact-sm" variant="light" onClick={() => setVerifyingMobile(true)}>
          <Trans>Verify mobile</Trans>
        </Button>
      )}
      <Modal opened={isVerifyingMobile} onClose={() => setVerifyingMobile(false)} title={t`Verify your mobile number`}>
        {isVerifyingMobile && <VerifyMobileForm onDone={() => setVerifyingMobile(false)} />}
      </Modal>
    </Group>
  );
}
