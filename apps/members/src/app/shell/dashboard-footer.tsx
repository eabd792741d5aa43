import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Group, Text } from '@mantine/core';
import { SocialLinks, useBrand } from '@matri/ui';

export function DashboardFooter() {
  const brand = useBrand();
  return (
    <footer>
      <Group
        justify="space-between"
        py="md"
        mt="xl"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text size="sm">© 2025 {brand.name}. All rights reserved.</Text>
        <SocialLinks />
      </Group>
    </footer>
  );
}
