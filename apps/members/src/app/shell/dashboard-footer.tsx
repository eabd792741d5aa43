import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { SocialLinks, useBrand } from '@matri/ui';

export function DashboardFooter() {
  const brand = useBrand();
  const brandName = brand.name;
  return (
    <footer>
      <Group
        justify="space-between"
        py="md"
        mt="xl"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text size="sm">
          <Trans>© 2025 {brandName}. All rights reserved.</Trans>
        </Text>
        <SocialLinks />
      </Group>
    </footer>
  );
}
