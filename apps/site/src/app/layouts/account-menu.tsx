import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Button.css';
import { Button, Menu } from '@mantine/core';
import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { endSession, getStoredUser, useJwt } from '@matri/auth-gate';
import { paths } from '@matri/contracts';
import { ChevronDownIcon, useEarlyTapReplay, useLocalisedPath, useRouteLabel } from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazyPart } from '../../lazy/lazy-part';

const MemberName = lazyPart<{ jwt: string }>('../app/layouts/member-name.tsx', 'MemberName');

/** The header's dropdown: My Account (or the member's full name) with the actions of the current session. */
export function AccountMenu() {
  const jwt = useJwt();
  const navigate = useNavigate();
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const { t } = useLingui();
  const myAccount = t`My Account`;
  useEarlyTapReplay('account-menu');

  const signOut = async () => {
    // The HTTP client loads with the member's name; importing it here keeps it out of a visitor's first load.
    const { http } = await import('../../config/api');
    await endSession(http);
    navigate(at(paths.home.path));
  };

  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <Button
          variant="light"
          rightSection={<ChevronDownIcon size={16} />}
          maw={{ base: 170, sm: 260 }}
          px="sm"
          data-early-tap="account-menu"
        >
          {jwt ? (
            <Suspense fallback={getStoredUser()?.full_name || myAccount}>
              <MemberName jwt={jwt} />
            </Suspense>
          ) : (
            myAccount
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {jwt ? (
          <>
            {/* The dashboard is the members app: a full page load on the same origin. */}
            <Menu.Item component="a" href={paths.dashboard.path}>
              <Trans>My Profile</Trans>
            </Menu.Item>
            <Menu.Item onClick={signOut}>
              <Trans>Sign out</Trans>
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={at(paths.login.path)}>
              {labelOf(paths.login)}
            </Menu.Item>
            <Menu.Item component={Link} to={at(paths.register.path)}>
              {labelOf(paths.register)}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
