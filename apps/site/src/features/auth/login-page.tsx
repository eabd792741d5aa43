import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { logIn, toApiError } from '@matri/api-client';
import { safeNextPath, saveSession } from '@matri/auth-gate';
import { DEFAULT_LANGUAGE, LoginSchema, paths } from '@matri/contracts';
import {
  rememberLanguage,
  showToast,
  useIsHydrated,
  useLocalisedPath,
  useLanguage,
  useRouteLabel,
  useZodForm,
  PasswordField,
} from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { http } from '../../config/api';
import { AuthCard } from './components/auth-card';
import { useRedirectIfLoggedIn } from './use-redirect-if-logged-in';

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  useRedirectIfLoggedIn(next);
  const form = useZodForm(LoginSchema, { identifier: '', password: '' });
  const isHydrated = useIsHydrated();
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const language = useLanguage();
  const { t } = useLingui();

  const submit = form.onSubmit(async (values) => {
    try {
      const { jwt, user } = await logIn(http, values);
      // Saving the session sends the member on to `next` (see useRedirectIfLoggedIn): most next pages belong to the
      // members app, so that is a full page load on the same origin.
      // The member area (and this site, next time) opens in the language of a Hindi login page, the one the family
      // is reading; from the English one, where everyone lands first, in the account's.
      rememberLanguage(language === DEFAULT_LANGUAGE ? user.language : language);
      saveSession(jwt, { id: user.id, full_name: user.full_name });
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Could not log in`);
    }
  });

  return (
    <AuthCard
      title={labelOf(paths.login)}
      path={paths.login.path}
      intro={t`Welcome back. Log in with your e-mail address or mobile number.`}
    >
      <form method="post" onSubmit={submit} noValidate aria-label={t`Log in`}>
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
          <Button type="submit" disabled={!isHydrated} loading={form.isSubmitting} fullWidth>
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
