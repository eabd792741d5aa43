import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { confirmSignUp, resendSignUpCode, toApiError } from '@matri/api-client';
import {
  MOBILE_CODE_LENGTH,
  MOBILE_CODE_TTL_MINUTES,
  VerifyMobileSchema,
  type AuthAnswer,
  type PendingSignUp,
} from '@matri/contracts';
import { showToast, useSchemaForm, SmsCodeField } from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { http } from '../../../config/api';

/**
 * The second step of a sign-up: the code the mobile got by SMS finishes it. Another code can be asked for once the
 * wait the API gave has passed; the number can be changed on the form, which keeps what was typed.
 */
export function SignUpCodeStep({
  pending,
  onSignedUp,
  onBackToForm,
}: {
  pending: PendingSignUp;
  onSignedUp: (answer: AuthAnswer) => void;
  /** Back to the form; with the API's field messages when the form's details were refused. */
  onBackToForm: (fieldErrors?: Record<string, string>) => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(VerifyMobileSchema, { code: '' });
  const [secondsLeft, setSecondsLeft] = useState(pending.resendInSeconds);
  const [isResending, setResending] = useState(false);
  const codeLength = MOBILE_CODE_LENGTH;
  const minutes = MOBILE_CODE_TTL_MINUTES;
  const mobile = pending.mobile;
  const formRef = useRef<HTMLFormElement>(null);

  // The button that led here is gone: the code field takes the focus (and a phone its keypad).
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const tick = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft]);

  const submit = form.onSubmit(async ({ code }) => {
    try {
      onSignedUp(await confirmSignUp(http, { pendingId: pending.pendingId, code }));
    } catch (error) {
      const problem = toApiError(error);
      if (problem.fieldErrors['email']) {
        showToast('error', problem.message, t`Sign up did not go through`);
        onBackToForm(problem.fieldErrors);
        return;
      }
      form.setErrors({ code: problem.fieldErrors['code'] ?? problem.message });
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      const again = await resendSignUpCode(http, { pendingId: pending.pendingId });
      setSecondsLeft(again.resendInSeconds);
      showToast('success', t`We sent a new code to ${mobile}.`);
    } catch (error) {
      const problem = toApiError(error);
      showToast('error', problem.message, t`Code not sent`);
    } finally {
      setResending(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`Finish signing up`}>
      <Stack>
        <Text>
          <Trans>
            We sent a {codeLength}-digit code to {mobile}. Type it here to finish signing up; it works for {minutes}{' '}
            minutes.
          </Trans>
        </Text>
        <SmsCodeField {...form.getInputProps('code')} />
        <Button type="submit" loading={form.submitting} fullWidth>
          <Trans>Finish sign-up</Trans>
        </Button>
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            px={0}
            disabled={secondsLeft > 0}
            loading={isResending}
            onClick={() => void resend()}
          >
            {secondsLeft > 0 ? t`Send the code again in ${secondsLeft} s` : t`Send the code again`}
          </Button>
          <Button variant="subtle" px={0} onClick={() => onBackToForm()}>
            <Trans>Change the number</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
