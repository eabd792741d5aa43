import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { requestPasswordReset, resetPassword, toApiError } from '@matri/api-client';
import { saveSession } from '@matri/auth-gate';
import { ForgotPasswordSchema, paths, PASSWORD_MIN_LENGTH, ResetPasswordSchema } from '@matri/contracts';
import { showToast, useIsHydrated, useZodForm } from '@matri/ui';
import { http } from '../../config/api';
import { AuthCard } from './components/auth-card';

function RequestResetForm() {
  const form = useZodForm(ForgotPasswordSchema, { email: '' });
  const isHydrated = useIsHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    try {
      await requestPasswordReset(http, values);
      setSentTo(values.email);
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, 'Could not send the link');
    }
  });

  if (sentTo) {
    return (
      <Alert title="Check your e-mail" role="status">
        If an account uses {sentTo}, we have sent it a link to choose a new password. The link works once, for 30
        minutes.
      </Alert>
    );
  }
  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Request a password reset link">
      <Stack>
        <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" disabled={!isHydrated} loading={form.isSubmitting} fullWidth>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}

function ChooseNewPasswordForm({ code }: { code: string }) {
  const form = useZodForm(ResetPasswordSchema, { code, password: '', passwordConfirmation: '' });
  const isHydrated = useIsHydrated();

  const submit = form.onSubmit(async (values) => {
    try {
      const { jwt, user } = await resetPassword(http, values);
      saveSession(jwt, { id: user.id, full_name: user.full_name });
      showToast('success', 'Your password has been changed.');
      window.location.assign(paths.dashboard.path);
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, 'Password not changed');
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack>
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Type the new password again"
          autoComplete="new-password"
          required
          {...form.getInputProps('passwordConfirmation')}
        />
        {form.errors.code && <Text c="red">{form.errors.code}</Text>}
        <Button type="submit" disabled={!isHydrated} loading={form.isSubmitting} fullWidth>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <AuthCard
      title="Reset Password"
      path={paths.resetPassword.path}
      intro={
        code ? 'Choose a new password for your account.' : 'Enter your e-mail address and we will send you a link.'
      }
    >
      {code ? <ChooseNewPasswordForm code={code} /> : <RequestResetForm />}
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} to={paths.login.path} underline="always">
          Back to Log In
        </Anchor>
      </Text>
    </AuthCard>
  );
}
