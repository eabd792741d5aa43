import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { Checkbox, NativeSelect, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '@matri/api-client';
import { contactPrivacies, type ContactPrivacy, type OwnProfile } from '@matri/contracts';
import { showToast } from '@matri/ui';
import { useUpdatePrivacy } from '../../../profiles/api/use-update-privacy';
import { useAccountChoices } from '../api/use-account-choices';

type Choices = Pick<OwnProfile, 'contactVisibility' | 'isHidden' | EmailChoice>;

type EmailChoice = 'notifyInterestReceived' | 'notifyInterestAccepted' | 'notifyProfileViewed' | 'notifyUnreadMessages';

/** Choices that take effect as soon as they are made; the screen shows them at once and puts them back if refused. */
export function PrivacyAndNotifications({ profile }: { profile: OwnProfile }) {
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
      showToast('error', toApiError(error).message, 'Not saved');
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
        void save({ [name]: value }, () => notifications.mutateAsync({ [name]: value }), 'E-mail choices saved.');
      }}
    />
  );

  return (
    <Stack>
      <NativeSelect
        label="Who sees my mobile number and e-mail"
        data={contactPrivacies.map((c) => ({ value: c.value, label: c.label }))}
        value={shown.contactVisibility}
        disabled={isSaving}
        onChange={(event) => {
          const contactVisibility = event.currentTarget.value as ContactPrivacy;
          void save({ contactVisibility }, () => privacy.mutateAsync({ contactVisibility }), 'Contact privacy saved.');
        }}
        maw={420}
      />
      <Stack gap="xs" role="group" aria-label="E-mail me when">
        {notify('notifyInterestReceived', 'E-mail me when someone sends me an interest')}
        {notify('notifyInterestAccepted', 'E-mail me when my interest is accepted')}
        {notify('notifyProfileViewed', 'E-mail me when someone views my profile')}
        {notify(
          'notifyUnreadMessages',
          'E-mail me, at most once a day, about messages I have not read for half an hour',
        )}
      </Stack>
      <Switch
        label="Hide my profile"
        description="While hidden, nobody finds you in search or matches and your profile page is not shown. You can show it again at any time."
        checked={shown.isHidden}
        disabled={isSaving}
        onChange={(event) => {
          const isHidden = event.currentTarget.checked;
          void save(
            { isHidden },
            () => hiding.mutateAsync(isHidden),
            isHidden ? 'Your profile is hidden.' : 'Your profile is visible again.',
          );
        }}
      />
    </Stack>
  );
}
