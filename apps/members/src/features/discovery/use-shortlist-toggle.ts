import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { discoveryKeys, setShortlisted, toApiError } from '@matri/api-client';
import { showToast } from '@matri/ui';
import { http } from '../../config/app-config';

/** Shortlists a member or takes them off, then refreshes every list that shows the star. */
export function useShortlistToggle(member: { profileId: string; full_name: string }, isShortlisted: boolean) {
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    try {
      await setShortlisted(http, member.profileId, !isShortlisted);
      await queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
      showToast('success', isShortlisted ? `${member.full_name} taken off your shortlist.` : `${member.full_name} shortlisted.`);
    } catch (error) {
      showToast('error', toApiError(error).message, 'Not done');
    } finally {
      setSaving(false);
    }
  };
  return { toggle, isSaving };
}
