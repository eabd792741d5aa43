import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import { ActionIcon, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BrandMark, ColorModeToggle, MenuIcon } from '@matri/ui';
import { LanguageSwitch } from '../../i18n/language-switch';
import { NotificationsButton } from './notifications-button';
import { AvatarMenu } from './avatar-menu';

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useLingui();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon variant="default" size="lg" hiddenFrom="sm" onClick={onOpenMenu} aria-label={t`Open menu`}>
          <MenuIcon />
        </ActionIcon>
        <BrandMark isCompactOnPhones />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitch />
        <ColorModeToggle />
        <NotificationsButton />
        <AvatarMenu />
      </Group>
    </Group>
  );
}
