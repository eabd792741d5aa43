import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack } from '@mantine/core';
import { changePassword, toApiError } from '@matri/api-client';
import { getStoredUser, saveSession } from '@matri/auth-gate';
import { ChangePasswordSchema, PASSWORD_MIN_LENGTH } from '@matri/contracts';
import { showToast, useSchemaForm, PasswordField } from '@matri/ui';
import { http } from '../../../config/app-config';
import { Trans, useLingui } from '@lingui/react/macro';

const initialValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/** The current password is asked for; afterwards every other device is signed out and this one keeps going. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const form = useSchemaForm(ChangePasswordSchema, initialValues);
  const submit = form.onSubmit(async (values) => {
    try {
      const { jwt, user } = await changePassword(http, values);
      saveSession(jwt, { ...getStoredUser(), id: user.id });
      form.reset();
      showToast('success', t`Your password is changed. Every other device has been signed out.`);
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Password not changed`);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Change password`}>
      <Stack maw={420}>
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          description={t`At least ${PASSWORD_MIN_LENGTH} characters`}
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t`New password again`}
          autoComplete="new-password"
          required
          {...form.getInputProps('passwordConfirmation')}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
