import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Group, Text } from '@mantine/core';
import { CopyrightNotice, SocialLinks } from '@matri/ui';

export function DashboardFooter() {
  return (
    <footer>
      <Group
        justify="space-between"
        py="md"
        mt="xl"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text size="sm">
          <CopyrightNotice />
        </Text>
        <SocialLinks />
      </Group>
    </footer>
  );
}
