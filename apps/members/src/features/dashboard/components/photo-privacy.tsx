import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '@matri/api-client';
import { useLingui } from '@lingui/react/macro';
import { itemLabel, photoVisibilities, type OwnProfile, type PrivacySettings } from '@matri/contracts';
import { showToast, useLanguage } from '@matri/ui';
import { useUpdatePrivacy } from '../../../profiles/api/use-update-privacy';

/** Who sees the photos and whether the public site may show the member; each change is saved at once. */
export function PhotoPrivacy({ profile }: { profile: OwnProfile }) {
  const { t } = useLingui();
  const language = useLanguage();
  const updatePrivacy = useUpdatePrivacy();
  const [isSaving, setSaving] = useState(false);
  // Shown as chosen at once; put back if the server refuses.
  const [shown, setShown] = useState({
    photoVisibility: profile.photoVisibility,
    isShownInRecent: profile.isShownInRecent,
  });
  const save = async (settings: PrivacySettings) => {
    const before = shown;
    setShown({ ...shown, ...settings });
    setSaving(true);
    try {
      await updatePrivacy.mutateAsync(settings);
      showToast('success', t`Privacy saved.`);
    } catch (error) {
      setShown(before);
      showToast('error', toApiError(error).message, t`Not saved`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs" mt="md">
      <NativeSelect
        label={t`Who sees my photos`}
        data={photoVisibilities.map((v) => ({ value: v.value, label: itemLabel(v, language) }))}
        value={shown.photoVisibility}
        disabled={isSaving}
        onChange={(event) =>
          void save({ photoVisibility: event.currentTarget.value as PrivacySettings['photoVisibility'] })
        }
      />
      <Checkbox
        label={t`Show my first name, age, city and photo among recent members on the public site`}
        checked={shown.isShownInRecent}
        disabled={isSaving}
        onChange={(event) => void save({ isShownInRecent: event.currentTarget.checked })}
      />
    </Stack>
  );
}
