import { toApiError } from '@matri/api-client';
import { showToast } from '@matri/ui';
import { useSetShortlisted } from './api/use-set-shortlisted';

/** Shortlists a member or takes them off, saying which; every list that shows the star follows. */
export function useShortlistToggle(member: { profileId: string; full_name: string }, isShortlisted: boolean) {
  const shortlist = useSetShortlisted();
  const toggle = async () => {
    try {
      await shortlist.mutateAsync({ profileId: member.profileId, isShortlisted: !isShortlisted });
      showToast(
        'success',
        isShortlisted ? `${member.full_name} taken off your shortlist.` : `${member.full_name} shortlisted.`,
      );
    } catch (error) {
      showToast('error', toApiError(error).message, 'Not done');
    }
  };
  return { toggle, isSaving: shortlist.isPending };
}
