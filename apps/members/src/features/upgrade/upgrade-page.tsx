import { paths } from '@matri/contracts';
import { ShieldIcon } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';

export function UpgradePage() {
  return (
    <MemberPage title={paths.upgrade.label} path={paths.upgrade.path}>
      <EmptyState
        icon={<ShieldIcon size={40} />}
        heading="You are on the Free plan"
        text="Your current plan, its expiry and how much of it you have used will show here. Compare the paid plans on the membership page."
      />
    </MemberPage>
  );
}
