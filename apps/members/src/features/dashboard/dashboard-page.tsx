import { paths } from '@matri/contracts';
import { UserCheckIcon } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';

export function DashboardPage() {
  return (
    <MemberPage title={paths.dashboard.label} path={paths.dashboard.path}>
      <EmptyState
        icon={<UserCheckIcon size={40} />}
        heading="Your profile is being set up"
        text="Your profile details, photos and partner preferences will appear here, with a completeness meter showing what is left to add."
        action={{ label: 'Find matches', to: paths.search.path }}
      />
    </MemberPage>
  );
}
