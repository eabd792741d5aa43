import '@mantine/core/styles/Avatar.css';
import { Avatar, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useProfilePhoto } from './use-profile-photo';
import { useWantedWhenIdle } from './when-idle';

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** The member's photo, opening the account menu; a tap before the menu's code came opens it once it is there. */
export function AvatarMenu() {
  const { t } = useLingui();
  const photo = useProfilePhoto();
  const [isWanted, want] = useWantedWhenIdle();
  const [isOpenedEarly, setOpenedEarly] = useState(false);
  const button = (onClick?: () => void) => (
    <UnstyledButton aria-label={t`Account menu`} style={{ borderRadius: '50%' }} onClick={onClick}>
      <Avatar src={photo} alt={t`Your profile photo`} radius="xl" />
    </UnstyledButton>
  );
  const early = button(() => {
    setOpenedEarly(true);
    want();
  });
  if (!isWanted) return early;
  return (
    <Suspense fallback={early}>
      <AccountMenu trigger={button()} isOpenedAtStart={isOpenedEarly} />
    </Suspense>
  );
}
