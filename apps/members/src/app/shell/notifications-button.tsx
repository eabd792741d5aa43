import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Popover, Text } from '@mantine/core';
import { BellIcon } from '@matri/ui';

/** Interests and profile views will arrive here with the discovery issue; until then it says there are none. */
export function NotificationsButton() {
  return (
    <Popover position="bottom-end" width={260} shadow="md">
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label="Notifications">
          <BellIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">You have no notifications yet.</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
