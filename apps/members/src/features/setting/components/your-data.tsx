import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteAccount, downloadMyData, membershipQueryOptions, toApiError } from '@matri/api-client';
import { clearSession } from '@matri/auth-gate';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  accountDeletedLoginHref,
  DeleteAccountSchema,
  localisedPath,
} from '@matri/contracts';
import { showToast, useIntlLocale, useLanguage, useZodForm, PasswordField } from '@matri/ui';
import { saveFile } from '../../../components/save-file';
import { http } from '../../../config/app-config';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A paid plan ends with the account: fees are not refunded once a plan is active (the terms, /upgrade), so the
 * member is told its name and end date before deleting.
 */
function PaidPlanWarning() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const membership = useQuery(membershipQueryOptions(http));
  const endsAt = membership.data?.endsAt;
  if (!membership.data || !endsAt || new Date(endsAt).getTime() <= Date.now()) return null;
  const planName = membership.data.plan.name;
  const until = new Date(endsAt).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Alert color="red" title={t`Your ${planName} plan ends with your account`} role="alert">
      <Trans>
        Your {planName} plan is paid until {until}. Deleting your account gives it up, and fees are not refunded. If you
        restore the account by logging in, the plan carries on until that date.
      </Trans>
    </Alert>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const form = useZodForm(DeleteAccountSchema, { password: '' });
  const submit = form.onSubmit(async (values) => {
    try {
      await deleteAccount(http, values);
      clearSession();
      // The log-in page, in the member's language (clearing the session forgets the one kept on the device), confirms
      // the deletion and says how to restore the account.
      window.location.assign(localisedPath(accountDeletedLoginHref(), language));
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Account not deleted`);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Delete my account`}>
      <Stack>
        <PaidPlanWarning />
        <Text>
          <Trans>
            Your profile disappears at once and you are signed out everywhere. For {ACCOUNT_DELETION_GRACE_DAYS} days
            you can change your mind by logging in again; after that everything we hold about you is erased.
          </Trans>
        </Text>
        <PasswordField
          label={t`Your password`}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Keep my account</Trans>
          </Button>
          <Button type="submit" color="red" loading={form.isSubmitting}>
            <Trans>Delete my account</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Download everything we hold, or delete the account (the member's rights under the DPDP Act 2023). */
export function YourData({ profileId }: { profileId: string | null }) {
  const { t } = useLingui();
  const [isDownloading, setDownloading] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadMyData(http), `${profileId ?? 'my'}-data.json`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Download failed`);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack>
      <Group>
        <Button variant="light" loading={isDownloading} onClick={() => void download()}>
          <Trans>Download my data</Trans>
        </Button>
        <Button variant="outline" color="red" onClick={() => setDeleting(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      </Group>
      <Modal opened={isDeleting} onClose={() => setDeleting(false)} title={t`Delete my account`}>
        {isDeleting && <DeleteAccountForm onCancel={() => setDeleting(false)} />}
      </Modal>
    </Stack>
  );
}
