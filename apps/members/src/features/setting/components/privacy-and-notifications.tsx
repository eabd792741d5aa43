import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { Checkbox, NativeSelect, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '@matri/api-client';
import {
  contactAudiences,
  contactPrivacies,
  itemLabel,
  type ContactAudience,
  type ContactPrivacy,
  type OwnProfile,
} from '@matri/contracts';
import { showToast, useLanguage } from '@matri/ui';
import { useUpdatePrivacy } from '../../../profiles/api/use-update-privacy';
import { useAccountChoices } from '../api/use-account-choices';
import { useLingui } from '@lingui/react/macro';

type Choices = Pick<OwnProfile, 'contactVisibility' | 'isHidden' | EmailChoice | AudienceChoice>;

type AudienceChoice = 'interestAudience' | 'messageAudience' | 'photoAudience';

type EmailChoice = 'notifyInterestReceived' | 'notifyInterestAccepted' | 'notifyProfileViewed' | 'notifyUnreadMessages';

/** Choices that take effect as soon as they are made; the screen shows them at once and puts them back if refused. */
export function PrivacyAndNotifications({ profile }: { profile: OwnProfile }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { notifications, hiding } = useAccountChoices();
  const privacy = useUpdatePrivacy();
  const [shown, setShown] = useState<Choices>(profile);
  const [isSaving, setSaving] = useState(false);

  const save = async (change: Partial<Choices>, call: () => Promise<unknown>, message: string) => {
    const before = shown;
    setShown({ ...shown, ...change });
    setSaving(true);
    try {
      await call();
      showToast('success', message);
    } catch (error) {
      setShown(before);
      showToast('error', toApiError(error).message, t`Not saved`);
    } finally {
      setSaving(false);
    }
  };

  const notify = (name: EmailChoice, label: string) => (
    <Checkbox
      label={label}
      checked={shown[name]}
      disabled={isSaving}
      onChange={(event) => {
        const value = event.currentTarget.checked;
        void save({ [name]: value }, () => notifications.mutateAsync({ [name]: value }), t`E-mail choices saved.`);
      }}
    />
  );

  const audience = (name: AudienceChoice, label: string) => (
    <NativeSelect
      label={label}
      data={contactAudiences.map((c) => ({ value: c.value, label: itemLabel(c, language) }))}
      value={shown[name]}
      disabled={isSaving}
      onChange={(event) => {
        const value = event.currentTarget.value as ContactAudience;
        void save({ [name]: value }, () => privacy.mutateAsync({ [name]: value }), t`Privacy choice saved.`);
      }}
      maw={420}
    />
  );

  return (
    <Stack>
      {audience('interestAudience', t`Who may send me interests`)}
      {audience('messageAudience', t`Who may message me`)}
      {audience('photoAudience', t`Who may see my photos (as well as the photo privacy on my profile)`)}
      <NativeSelect
        label={t`Who sees my mobile number and e-mail`}
        data={contactPrivacies.map((c) => ({ value: c.value, label: itemLabel(c, language) }))}
        value={shown.contactVisibility}
        disabled={isSaving}
        onChange={(event) => {
          const contactVisibility = event.currentTarget.value as ContactPrivacy;
          void save({ contactVisibility }, () => privacy.mutateAsync({ contactVisibility }), t`Contact privacy saved.`);
        }}
        maw={420}
      />
      <Stack gap="xs" role="group" aria-label={t`E-mail me when`}>
        {notify('notifyInterestReceived', t`E-mail me when someone sends me an interest`)}
        {notify('notifyInterestAccepted', t`E-mail me when my interest is accepted`)}
        {notify('notifyProfileViewed', t`E-mail me when someone views my profile`)}
        {notify(
          'notifyUnreadMessages',
          t`E-mail me, at most once a day, about messages I have not read for half an hour`,
        )}
      </Stack>
      <Switch
        label={t`Hide my profile`}
        description={t`While hidden, nobody finds you in search or matches and your profile page is not shown. You can show it again at any time.`}
        checked={shown.isHidden}
        disabled={isSaving}
        onChange={(event) => {
          const isHidden = event.currentTarget.checked;
          void save(
            { isHidden },
            () => hiding.mutateAsync(isHidden),
            isHidden ? t`Your profile is hidden.` : t`Your profile is visible again.`,
          );
        }}
      />
    </Stack>
  );
}
