import { paths } from '@matri/contracts';
import { HeartIcon } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';

export function MatchesPage() {
  return (
    <MemberPage title={paths.matches.label} path={paths.matches.path}>
      <EmptyState
        icon={<HeartIcon size={40} />}
        heading="No matches yet"
        text="Members whose expectations fit yours, and whom you fit, will be listed here with the reasons they match."
        action={{ label: 'Search profiles', to: paths.search.path }}
      />
    </MemberPage>
  );
}
