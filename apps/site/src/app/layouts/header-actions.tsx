import { ColorModeToggle } from '@matri/ui';
import { AccountMenu } from './account-menu';

export function HeaderActions() {
  return (
    <>
      <ColorModeToggle />
      <AccountMenu />
    </>
  );
}
