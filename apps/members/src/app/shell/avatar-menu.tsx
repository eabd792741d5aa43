import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { endSession } from '@matri/auth-gate';
import { loginHref, paths } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { http } from '../../config/app-config';
import { useMemberLanguage } from '../../i18n/member-language';
import { useProfilePhoto } from './use-profile-photo';

export function AvatarMenu() {
  const { t } = useLingui();
  const photo = useProfilePhoto();
  const { language } = useMemberLanguage();
  const signOut = async () => {
    await endSession(http);
    window.location.assign(loginHref(undefined, language));
  };
  return (
    <Menu position="bottom-end" width={180}>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu`} style={{ borderRadius: '50%' }}>
          <Avatar src={photo} alt={t`Your profile photo`} radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.dashboard.path}>
          <Trans>Profile</Trans>
        </Menu.Item>
        <Menu.Item onClick={signOut}>
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
