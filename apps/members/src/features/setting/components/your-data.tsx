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
  formatDate,
  localisedPath,
} from '@matri/contracts';
import { planLabel } from '@matri/membership';
import { showToast, useLanguage, useSchemaForm, PasswordField } from '@matri/ui';
import { saveFile } from '../../../components/save-file';
import { brand, http } from '../../../config/app-config';
import type { MemberDataExport } from '../data-copy/member-data-export';
import { readableDataCopy } from '../data-copy/readable-data-copy';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * A paid plan ends with the account: fees are not refunded once a plan is active (the terms, /upgrade), so the
 * member is told its name and end date before deleting.
 */
function PaidPlanWarning() {
  const { t } = useLingui();
  const language = useLanguage();
  const membership = useQuery(membershipQueryOptions(http));
  const endsAt = membership.data?.endsAt;
  if (!membership.data || !endsAt || new Date(endsAt).getTime() <= Date.now()) return null;
  const planName = planLabel(membership.data.plan, language);
  const until = formatDate(endsAt, language);
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
  const form = useSchemaForm(DeleteAccountSchema, { password: '' });
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
          <Button type="submit" color="red" loading={form.submitting}>
            <Trans>Delete my account</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Download everything we hold, as a page to read or as JSON for other apps, or delete the account (the member's rights
 * under the DPDP Act 2023).
 */
export function YourData({ profileId }: { profileId: string | null }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [downloading, setDownloading] = useState<'readable' | 'json' | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const download = async (kind: 'readable' | 'json') => {
    setDownloading(kind);
    try {
      const file = await downloadMyData(http);
      const name = `${profileId ?? 'my'}-data`;
      if (kind === 'json') saveFile(file, `${name}.json`);
      else {
        const data = JSON.parse(await file.text()) as MemberDataExport;
        const page = readableDataCopy(data, { i18n, language, brandName: brand.name });
        saveFile(new Blob([page], { type: 'text/html;charset=utf-8' }), `${name}.html`);
      }
    } catch (error) {
      showToast('error', toApiError(error).message, t`Download failed`);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Stack>
      <Text size="sm">
        <Trans>
          The readable copy opens in any browser and prints; the JSON file holds the same data for moving it to other
          apps.
        </Trans>
      </Text>
      <Group>
        <Button
          variant="light"
          loading={downloading === 'readable'}
          disabled={downloading === 'json'}
          onClick={() => void download('readable')}
        >
          <Trans>Download my data to read</Trans>
        </Button>
        <Button
          variant="default"
          loading={downloading === 'json'}
          disabled={downloading === 'readable'}
          onClick={() => void download('json')}
        >
          <Trans>Download my data as JSON</Trans>
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
