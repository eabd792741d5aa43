import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { requestPasswordReset, resetPassword, toApiError } from '@matri/api-client';
import { saveSession } from '@matri/auth-gate';
import { ForgotPasswordSchema, paths, PASSWORD_MIN_LENGTH, ResetPasswordSchema } from '@matri/contracts';
import {
  rememberLanguage,
  showToast,
  useIsHydrated,
  useLocalisedPath,
  useRouteLabel,
  useZodForm,
  PasswordField,
} from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { http } from '../../config/api';
import { AuthCard } from './components/auth-card';

function RequestResetForm() {
  const form = useZodForm(ForgotPasswordSchema, { email: '' });
  const isHydrated = useIsHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useLingui();

  const submit = form.onSubmit(async (values) => {
    try {
      await requestPasswordReset(http, values);
      setSentTo(values.email);
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Could not send the link`);
    }
  });

  if (sentTo) {
    return (
      <Alert title={t`Check your e-mail`} role="status">
        <Trans>
          If an account uses {sentTo}, we have sent it a link to choose a new password. The link works once, for 30
          minutes.
        </Trans>
      </Alert>
    );
  }
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t`Request a password reset link`}>
      <Stack>
        <TextInput label={t`E-mail`} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" disabled={!isHydrated} loading={form.isSubmitting} fullWidth>
          <Trans>Send reset link</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function ChooseNewPasswordForm({ code }: { code: string }) {
  const form = useZodForm(ResetPasswordSchema, { code, password: '', passwordConfirmation: '' });
  const isHydrated = useIsHydrated();
  const { t } = useLingui();
  const minLength = PASSWORD_MIN_LENGTH;

  const submit = form.onSubmit(async (values) => {
    try {
      const { jwt, user } = await resetPassword(http, values);
      rememberLanguage(user.language);
      saveSession(jwt, { id: user.id, full_name: user.full_name });
      showToast('success', t`Your password has been changed.`);
      window.location.assign(paths.dashboard.path);
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Password not changed`);
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t`Choose a new password`}>
      <Stack>
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          description={t`At least ${minLength} characters`}
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t`Type the new password again`}
          autoComplete="new-password"
          required
          {...form.getInputProps('passwordConfirmation')}
        />
        {form.errors.code && <Text c="red">{form.errors.code}</Text>}
        <Button type="submit" disabled={!isHydrated} loading={form.isSubmitting} fullWidth>
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const { t } = useLingui();
  return (
    <AuthCard
      title={labelOf(paths.resetPassword)}
      path={paths.resetPassword.path}
      intro={
        code ? t`Choose a new password for your account.` : t`Enter your e-mail address and we will send you a link.`
      }
    >
      {code ? <ChooseNewPasswordForm code={code} /> : <RequestResetForm />}
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} to={at(paths.login.path)} underline="always">
          <Trans>Back to Log In</Trans>
        </Anchor>
      </Text>
    </AuthCard>
  );
}
