import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { requestMobileChange, toApiError } from '@matri/api-client';
import {
  ChangeMobileSchema,
  ConfirmMobileChangeSchema,
  MOBILE_CODE_LENGTH,
  MOBILE_CODE_TTL_MINUTES,
} from '@matri/contracts';
import { showToast, useSchemaForm, PasswordField, SmsCodeField, MobileNumberInput } from '@matri/ui';
import { http } from '../../../config/app-config';
import { useConfirmMobileChange } from '../api/use-confirm-mobile-change';
import { Trans, useLingui } from '@lingui/react/macro';

/** The code step: the new number is the account's once the code sent to it comes back. */
function ConfirmMobileForm({ sentTo, onDone, onBack }: { sentTo: string; onDone: () => void; onBack: () => void }) {
  const { t } = useLingui();
  const form = useSchemaForm(ConfirmMobileChangeSchema, { code: '' });
  const confirm = useConfirmMobileChange();
  const codeLength = MOBILE_CODE_LENGTH;
  const minutes = MOBILE_CODE_TTL_MINUTES;
  const submit = form.onSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      showToast('success', t`Your mobile number is now ${sentTo}.`);
      onDone();
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors({ code: problem.fieldErrors['code'] ?? problem.message });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Confirm the new mobile number`}>
      <Stack maw={420}>
        <Text role="status">
          <Trans>
            We sent a {codeLength}-digit code to {sentTo}. Type it here within {minutes} minutes; until then your
            account keeps its current number.
          </Trans>
        </Text>
        <SmsCodeField {...form.getInputProps('code')} />
        <Group>
          <Button type="submit" variant="light" loading={form.submitting}>
            <Trans>Confirm new number</Trans>
          </Button>
          <Button variant="subtle" onClick={onBack}>
            <Trans>Use another number</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A new mobile number is the account's only once the code sent to it comes back; the old number is told. */
export function ChangeMobileForm({ currentMobile }: { currentMobile: string | null }) {
  const { t } = useLingui();
  const form = useSchemaForm(ChangeMobileSchema, { newMobile: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await requestMobileChange(http, values);
      form.setFieldValue('password', '');
      setSentTo(answer.sentTo);
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Mobile number not changed`);
    }
  });
  return (
    <Stack>
      {currentMobile && (
        <Text size="sm">
          <Trans>Current number: {currentMobile}</Trans>
        </Text>
      )}
      {sentTo ? (
        <ConfirmMobileForm sentTo={sentTo} onDone={() => setSentTo(null)} onBack={() => setSentTo(null)} />
      ) : (
        <form onSubmit={submit} noValidate aria-label={t`Change mobile number`}>
          <Stack maw={420}>
            <MobileNumberInput label={t`New mobile number`} {...form.getInputProps('newMobile')} />
            <PasswordField
              label={t`Your password`}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Button type="submit" variant="light" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
              <Trans>Send code</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
