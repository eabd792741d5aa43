import { paths } from '@matri/contracts';
import { UserCheckIcon } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';

export function ProfileDetailsPage() {
  return (
    <MemberPage title={paths.profileDetails.label} path={paths.profileDetails.path}>
      <EmptyState
        icon={<UserCheckIcon size={40} />}
        heading="No profile chosen"
        text="Open a profile from your matches or search results to see its details here."
        action={{ label: 'Search profiles', to: paths.search.path }}
      />
    </MemberPage>
  );
}
