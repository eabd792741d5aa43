import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { logIn, toApiError } from '@matri/api-client';
import { safeNextPath } from '@matri/auth-gate';
import {
  ACCOUNT_DELETED_PARAM,
  ACCOUNT_DELETION_GRACE_DAYS,
  LoginSchema,
  paths,
  type AuthAnswer,
} from '@matri/contracts';
import {
  showToast,
  useEarlyTapReplay,
  useIsHydrated,
  useLocalisedPath,
  useLanguage,
  useRouteLabel,
  useSchemaForm,
  PasswordField,
} from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { http } from '../../config/api';
import { AuthCard } from './components/auth-card';
import { startSession } from './start-session';
import { useRedirectIfLoggedIn } from './use-redirect-if-logged-in';

/** A log in that brought back a deleted account says so before going on, so the restore is never silent. */
function AccountRestored({ answer }: { answer: AuthAnswer }) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <Stack>
      <Alert color="green" title={t`Your account was restored`} role="status">
        <Trans>
          Welcome back. Your account and profile are as they were before you deleted them, and nothing will be erased.
        </Trans>
      </Alert>
      <Button onClick={() => startSession(answer, language)} fullWidth>
        <Trans>Continue</Trans>
      </Button>
    </Stack>
  );
}

/** Shown once the page has hydrated (the prerendered page has no query), as the link from a deletion asks. */
function AccountDeleted() {
  const { t } = useLingui();
  const days = ACCOUNT_DELETION_GRACE_DAYS;
  return (
    <Alert title={t`Your account is deleted`} role="status" mb="md">
      <Trans>
        Your profile is no longer shown and you are signed out everywhere. We have sent a confirmation to your e-mail.
        Everything is erased after {days} days; to restore your account before then, just log in here.
      </Trans>
    </Alert>
  );
}

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  useRedirectIfLoggedIn(next);
  const form = useSchemaForm(LoginSchema, { identifier: '', password: '' });
  const isHydrated = useIsHydrated();
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const language = useLanguage();
  const { t } = useLingui();
  const [restored, setRestored] = useState<AuthAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isDeleted = isHydrated && params.get(ACCOUNT_DELETED_PARAM) !== null;
  // The page hydrates as the visitor starts on it: a tap on the button (or Enter in a field) before then is held and
  // replayed once the form is live, with what was typed.
  useEarlyTapReplay('log-in');

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await logIn(http, values);
      if (answer.restored) setRestored(answer);
      else startSession(answer, language);
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      // A refused account (suspended: the reason and where to appeal) is read, maybe copied: it stays on the page.
      if (problem.status === 403) setRefusal(problem.message);
      else showToast('error', problem.message, t`Could not log in`);
    }
  });

  return (
    <AuthCard
      title={labelOf(paths.login)}
      path={paths.login.path}
      intro={t`Welcome back. Log in with your e-mail address or mobile number.`}
    >
      {isDeleted && !restored && <AccountDeleted />}
      {restored && <AccountRestored answer={restored} />}
      {refusal && (
        <Alert color="red" title={t`Could not log in`} role="alert" mb="md">
          {refusal}
        </Alert>
      )}
      <form method="post" onSubmit={submit} noValidate aria-label={t`Log in`} hidden={restored !== null}>
        <Stack>
          <TextInput
            label={t`E-mail or mobile number`}
            autoComplete="username"
            required
            {...form.getInputProps('identifier')}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={at(paths.resetPassword.path)} size="sm">
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" loading={form.submitting} fullWidth data-early-tap="log-in">
            {labelOf(paths.login)}
          </Button>
          <Text size="sm" ta="center">
            <Trans>
              New here?{' '}
              <Anchor component={Link} to={at(paths.register.path)} underline="always">
                Sign Up free
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
