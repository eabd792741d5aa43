import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { sendMobileCode, toApiError } from '@matri/api-client';
import { MOBILE_CODE_LENGTH, MOBILE_CODE_TTL_MINUTES, VerifyMobileSchema } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast, useSchemaForm, SmsCodeField } from '@matri/ui';
import { http } from '../../../config/app-config';
import { useVerifyMobile } from '../api/use-own-profile-changes';

/** Sends the mobile a code and takes it back, which verifies the number. */
export function VerifyMobileForm({ onDone }: { onDone: () => void }) {
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
