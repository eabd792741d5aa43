import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { profileKeys, toApiError, updatePrivacy } from '@matri/api-client';
import { photoVisibilities, type OwnProfile, type OwnProfileAnswer, type PrivacySettings } from '@matri/contracts';
import { showToast } from '@matri/ui';
import { http } from '../../../config/app-config';

/** Who sees the photos and whether the public site may show the member; each change is saved at once. */
export function PhotoPrivacy({ profile }: { profile: OwnProfile }) {
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  // Shown as chosen at once; put back if the server refuses.
  const [shown, setShown] = useState({ photoVisibility: profile.photoVisibility, isShownInRecent: profile.isShownInRecent });
  const save = async (settings: PrivacySettings) => {
    const before = shown;
    setShown({ ...shown, ...settings });
    setSaving(true);
    try {
      queryClient.setQueryData<OwnProfileAnswer>(profileKeys.own(), await updatePrivacy(http, settings));
      showToast('success', 'Privacy saved.');
    } catch (error) {
      setShown(before);
      showToast('error', toApiError(error).message, 'Not saved');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs" mt="md">
      <NativeSelect
        label="Who sees my photos"
        data={photoVisibilities.map((v) => ({ value: v.value, label: v.label }))}
        value={shown.photoVisibility}
        disabled={isSaving}
        onChange={(event) => void save({ photoVisibility: event.currentTarget.value as PrivacySettings['photoVisibility'] })}
      />
      <Checkbox
        label="Show my first name, age, city and photo among recent members on the public site"
        checked={shown.isShownInRecent}
        disabled={isSaving}
        onChange={(event) => void save({ isShownInRecent: event.currentTarget.checked })}
      />
    </Stack>
  );
}
