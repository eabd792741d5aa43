import { paths } from '@matri/contracts';
import { SearchIcon } from '@matri/ui';
import { EmptyState } from './empty-state';
import { MemberPage } from './member-page';

export function NotFound() {
  return (
    <MemberPage title="Page not found" path={paths.notFound.path}>
      <EmptyState
        icon={<SearchIcon size={40} />}
        heading="This page does not exist"
        text="Use the menu to go to your profile, matches or search."
        action={{ label: 'Go to my profile', to: paths.dashboard.path }}
      />
    </MemberPage>
  );
}
