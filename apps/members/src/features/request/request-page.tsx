import { paths } from '@matri/contracts';
import { MailIcon } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';

export function RequestPage() {
  return (
    <MemberPage title={paths.request.label} path={paths.request.path}>
      <EmptyState
        icon={<MailIcon size={40} />}
        heading="No interests yet"
        text="Interests you receive and send will be listed here under received, sent, accepted and declined."
        action={{ label: 'Find matches', to: paths.search.path }}
      />
    </MemberPage>
  );
}
