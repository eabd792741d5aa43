import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { requestEmailChange, toApiError } from '@matri/api-client';
import { ChangeEmailSchema } from '@matri/contracts';
import { showToast, useZodForm } from '@matri/ui';
import { http } from '../../../config/app-config';

/** The new address is used only after the member follows the link sent to it. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | null }) {
  const form = useZodForm(ChangeEmailSchema, { newEmail: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await requestEmailChange(http, values);
      setSentTo(answer.sentTo);
      form.setValue('password', '');
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, 'E-mail not changed');
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Change e-mail address">
      <Stack maw={420}>
        {currentEmail && <Text size="sm">Current address: {currentEmail}</Text>}
        <TextInput
          label="New e-mail address"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('newEmail')}
        />
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" variant="light" loading={form.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Send confirmation link
        </Button>
        {sentTo && (
          <Text role="status">
            We sent a link to {sentTo}. Your address changes when you follow it (within 30 minutes).
          </Text>
        )}
      </Stack>
    </form>
  );
}
