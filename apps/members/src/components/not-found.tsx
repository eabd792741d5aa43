import { useLingui } from '@lingui/react/macro';
import { paths } from '@matri/contracts';
import { SearchIcon, useRouteLabel } from '@matri/ui';
import { EmptyState } from './empty-state';
import { MemberPage } from './member-page';

export function NotFound() {
  const { t } = useLingui();
  const labelOf = useRouteLabel();
  return (
    <MemberPage title={labelOf(paths.notFound)} path={paths.notFound.path}>
      <EmptyState
        icon={<SearchIcon size={40} />}
        heading={t`This page does not exist`}
        text={t`Use the menu to go to your profile, matches or search.`}
        action={{ label: t`Go to my profile`, to: paths.dashboard.path }}
      />
    </MemberPage>
  );
}
