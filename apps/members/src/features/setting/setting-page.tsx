import { paths } from '@matri/contracts';
import { LockIcon } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';

export function SettingPage() {
  return (
    <MemberPage title={paths.setting.label} path={paths.setting.path}>
      <EmptyState
        icon={<LockIcon size={40} />}
        heading="Your settings"
        text="Password, e-mail, contact privacy, notifications, hiding your profile, downloading your data and deleting your account will be managed here."
      />
    </MemberPage>
  );
}
