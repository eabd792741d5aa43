import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { requestEmailChange, toApiError } from '@matri/api-client';
import { ChangeEmailSchema } from '@matri/contracts';
import { showToast, useSchemaForm, PasswordField } from '@matri/ui';
import { http } from '../../../config/app-config';
import { Trans, useLingui } from '@lingui/react/macro';

/** The new address is used only after the member follows the link sent to it. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | null }) {
  const { t } = useLingui();
  const form = useSchemaForm(ChangeEmailSchema, { newEmail: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await requestEmailChange(http, values);
      setSentTo(answer.sentTo);
      form.setFieldValue('password', '');
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`E-mail not changed`);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Change e-mail address`}>
      <Stack maw={420}>
        {currentEmail && (
          <Text size="sm">
            <Trans>Current address: {currentEmail}</Trans>
          </Text>
        )}
        <TextInput
          label={t`New e-mail address`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('newEmail')}
        />
        <PasswordField
          label={t`Your password`}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" variant="light" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          <Trans>Send confirmation link</Trans>
        </Button>
        {sentTo && (
          <Text role="status">
            <Trans>We sent a link to {sentTo}. Your address changes when you follow it (within 30 minutes).</Trans>
          </Text>
        )}
      </Stack>
    </form>
  );
}
