import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Button, Stack, Text, TextInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { requestPasswordReset, resetPassword, resetPasswordBySms, toApiError } from '@matri/api-client';
import {
  type AuthAnswer,
  ForgotPasswordFormSchema,
  forgotPasswordBody,
  MOBILE_CODE_LENGTH,
  MOBILE_CODE_TTL_MINUTES,
  paths,
  PASSWORD_MIN_LENGTH,
  ResetPasswordBySmsSchema,
  ResetPasswordSchema,
} from '@matri/contracts';
import {
  useLanguage,
  showToast,
  useIsHydrated,
  useLocalisedPath,
  useRouteLabel,
  useSchemaForm,
  type SchemaForm,
  PasswordField,
  SmsCodeField,
} from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { http } from '../../config/api';
import { AuthCard } from './components/auth-card';
import { startSession } from './start-session';

/**
 * Both ways of resetting end alike: the answer is a session, kept as a log in keeps it, and the member lands on the
 * dashboard; a refusal marks the fields it names.
 */
function useNewPasswordSubmit<V extends Record<string, unknown>, Out>(
  form: SchemaForm<V, Out>,
  send: (values: Out) => Promise<AuthAnswer>,
) {
  const { t } = useLingui();
  const language = useLanguage();
  return form.onSubmit(async (values) => {
    try {
      startSession(await send(values), language);
      showToast('success', t`Your password has been changed.`);
      window.location.assign(paths.dashboard.path);
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Password not changed`);
    }
  });
}

/** The code step of a reset by SMS: the code the account's mobile got, and the new password. */
/** The new password twice, as both ways of resetting ask for it. */
function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordInputProps;
  confirmation: PasswordInputProps;
}) {
  const { t } = useLingui();
  const minLength = PASSWORD_MIN_LENGTH;
  return (
    <>
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        description={t`At least ${minLength} characters`}
        required
        {...password}
      />
      <PasswordField label={t`Type the new password again`} autoComplete="new-password" required {...confirmation} />
    </>
  );
}

function SmsResetForm({ mobile, onBack }: { mobile: string; onBack: () => void }) {
  const form = useSchemaForm(ResetPasswordBySmsSchema, { mobile, code: '', password: '', passwordConfirmation: '' });
  const { t } = useLingui();
  const codeLength = MOBILE_CODE_LENGTH;
  const minutes = MOBILE_CODE_TTL_MINUTES;

  const submit = useNewPasswordSubmit(form, (values) => resetPasswordBySms(http, values));

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t`Choose a new password`}>
      <Stack>
        <Alert title={t`Check your SMS`} role="status">
          <Trans>
            If an account has {mobile} as its verified mobile number, we have sent it a {codeLength}-digit code. It
            works for {minutes} minutes.
          </Trans>
        </Alert>
        <SmsCodeField {...form.getInputProps('code')} />
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('passwordConfirmation')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          <Trans>Change password</Trans>
        </Button>
        <Button variant="subtle" onClick={onBack}>
          <Trans>Use another number or e-mail</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function RequestResetForm() {
  const form = useSchemaForm(ForgotPasswordFormSchema, { identifier: '' });
  const isHydrated = useIsHydrated();
  const [sentTo, setSentTo] = useState<{ email: string } | { mobile: string } | null>(null);
  const { t } = useLingui();

  const submit = form.onSubmit(async ({ identifier }) => {
    const body = forgotPasswordBody(identifier);
    try {
      await requestPasswordReset(http, body);
      setSentTo(body.email !== undefined ? { email: body.email } : { mobile: identifier });
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors({ identifier: problem.fieldErrors['email'] ?? problem.fieldErrors['mobile'] ?? problem.message });
      showToast('error', problem.message, t`Could not send the link or code`);
    }
  });

  if (sentTo && 'mobile' in sentTo) return <SmsResetForm mobile={sentTo.mobile} onBack={() => setSentTo(null)} />;
  if (sentTo) {
    const email = sentTo.email;
    return (
      <Alert title={t`Check your e-mail`} role="status">
        <Trans>
          If an account uses {email}, we have sent it a link to choose a new password. The link works once, for 30
          minutes.
        </Trans>
      </Alert>
    );
  }
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t`Request a password reset link`}>
      <Stack>
        <TextInput
          label={t`E-mail or mobile number`}
          autoComplete="username"
          required
          {...form.getInputProps('identifier')}
        />
        <Button type="submit" disabled={!isHydrated} loading={form.submitting} fullWidth>
          <Trans>Send reset link or code</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function ChooseNewPasswordForm({ code }: { code: string }) {
  const form = useSchemaForm(ResetPasswordSchema, { code, password: '', passwordConfirmation: '' });
  const isHydrated = useIsHydrated();
  const { t } = useLingui();

  const submit = useNewPasswordSubmit(form, (values) => resetPassword(http, values));

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t`Choose a new password`}>
      <Stack>
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('passwordConfirmation')}
        />
        {form.errors.code && <Text c="red">{form.errors.code}</Text>}
        <Button type="submit" disabled={!isHydrated} loading={form.submitting} fullWidth>
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
        code
          ? t`Choose a new password for your account.`
          : t`Enter your e-mail address or mobile number: we send a link by e-mail, or a code by SMS.`
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
