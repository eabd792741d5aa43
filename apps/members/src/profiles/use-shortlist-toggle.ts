import { toApiError } from '@matri/api-client';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '@matri/ui';
import { useSetShortlisted } from './api/use-set-shortlisted';

/** Shortlists a member or takes them off, saying which; every list that shows the star follows. */
export function useShortlistToggle(member: { profileId: string; full_name: string }, isShortlisted: boolean) {
  const { t } = useLingui();
  const name = member.full_name;
  const shortlist = useSetShortlisted();
  const toggle = async () => {
    try {
      await shortlist.mutateAsync({ profileId: member.profileId, isShortlisted: !isShortlisted });
      showToast('success', isShortlisted ? t`${name} taken off your shortlist.` : t`${name} shortlisted.`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Not done`);
    }
  };
  return { toggle, isSaving: shortlist.isPending };
}
