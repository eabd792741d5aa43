import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { endSession } from '@matri/auth-gate';
import { loginHref, paths } from '@matri/contracts';
import { http } from '../../config/app-config';
import { useProfilePhoto } from './use-profile-photo';

export function AvatarMenu() {
  const photo = useProfilePhoto();
  const signOut = async () => {
    await endSession(http);
    window.location.assign(loginHref());
  };
  return (
    <Menu position="bottom-end" width={180}>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          <Avatar src={photo} alt="Your profile photo" radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.dashboard.path}>
          Profile
        </Menu.Item>
        <Menu.Item onClick={signOut}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
