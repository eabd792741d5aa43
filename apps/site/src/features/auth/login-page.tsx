import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { logIn, toApiError } from '@matri/api-client';
import { safeNextPath, saveSession } from '@matri/auth-gate';
import { LoginSchema, paths } from '@matri/contracts';
import { showToast, useIsHydrated, useZodForm } from '@matri/ui';
import { http } from '../../config/api';
import { AuthCard } from './components/auth-card';
import { useRedirectIfLoggedIn } from './use-redirect-if-logged-in';

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  useRedirectIfLoggedIn(next);
  const form = useZodForm(LoginSchema, { identifier: '', password: '' });
  const isHydrated = useIsHydrated();

  const submit = form.onSubmit(async (values) => {
    try {
      const { jwt, user } = await logIn(http, values);
      // Saving the session sends the member on to `next` (see useRedirectIfLoggedIn): most next pages belong to the
      // members app, so that is a full page load on the same origin.
      saveSession(jwt, { id: user.id, full_name: user.full_name });
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, 'Could not log in');
    }
  });

  return (
    <AuthCard
      title="Log In"
      path={paths.login.path}
      intro="Welcome back. Log in with your e-mail address or mobile number."
    >
      <form method="post" onSubmit={submit} noValidate aria-label="Log in">
        <Stack>
          <TextInput
            label="E-mail or mobile number"
            autoComplete="username"
            required
            {...form.getInputProps('identifier')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.resetPassword.path} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" disabled={!isHydrated} loading={form.isSubmitting} fullWidth>
            Log In
          </Button>
          <Text size="sm" ta="center">
            New here?{' '}
            <Anchor component={Link} to={paths.register.path} underline="always">
              Sign Up free
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
