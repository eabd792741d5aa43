import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { endSession } from '@matri/auth-gate';
import { loginHref, paths } from '@matri/contracts';
import { Trans } from '@lingui/react/macro';
import { http } from '../../config/app-config';
import { useMemberLanguage } from '../../i18n/member-language';

/** The avatar's menu; its code (Menu, Floating UI) comes after the first paint (avatar-menu.tsx). */
export function AccountMenu({ trigger, isOpenedAtStart }: { trigger: ReactElement; isOpenedAtStart: boolean }) {
  const { language } = useMemberLanguage();
  const signOut = () => endSession(http, () => window.location.assign(loginHref(undefined, language)));
  return (
    <Menu position="bottom-end" width={180} defaultOpened={isOpenedAtStart}>
      <Menu.Target>{trigger}</Menu.Target>
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
