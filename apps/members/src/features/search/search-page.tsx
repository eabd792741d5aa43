import { paths } from '@matri/contracts';
import { SearchIcon } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';

export function SearchPage() {
  return (
    <MemberPage title={paths.search.label} path={paths.search.path}>
      <EmptyState
        icon={<SearchIcon size={40} />}
        heading="Search is getting ready"
        text="Filter members by age, religion, community, mother tongue, education and location. Your filters will be kept in the address, so you can share or reload a search."
        action={{ label: 'Back to my profile', to: paths.dashboard.path }}
      />
    </MemberPage>
  );
}
