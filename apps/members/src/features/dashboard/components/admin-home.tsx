import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminMenu, paths } from '@matri/contracts';
import { useRouteLabel } from '@matri/ui';

const descriptions: Record<string, MessageDescriptor> = {
  [paths.uploadData.path]: msg`Import members from a bureau’s CSV file, see past imports, manage API tokens.`,
  [paths.adminReports.path]: msg`Reports members sent about others: look into each and act on it.`,
  [paths.adminPhotos.path]:
    msg`Photos the checks held for a person, and photos members reported: approve or reject each.`,
  [paths.adminIdChecks.path]: msg`ID checks close to the profile, and IDs a second account presented: decide each.`,
  [paths.adminPlans.path]: msg`The membership plans: prices, allowances and what each includes.`,
  [paths.adminOutbox.path]: msg`The e-mails and text messages demo mode keeps instead of sending them.`,
};

/**
 * /dashboard for an admin account without a member profile (the demo admin): the admin desk's pages, instead of a
 * profile that cannot load.
 */
export function AdminHome() {
  const { t, i18n } = useLingui();
  const labelOf = useRouteLabel();
  return (
    <Stack>
      <Text>
        <Trans>This is an admin account without a member profile. Choose what to work on.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {adminMenu.map((route) => {
          const label = labelOf(route);
          return (
            <Card key={route.path} withBorder radius="md" padding="lg" component="li">
              <Title order={2} size="h4">
                {label}
              </Title>
              {/* A page added to the admin menu shows here at once; its line of explanation may come later. */}
              {descriptions[route.path] && (
                <Text size="sm" c="dimmed" mt={4}>
                  {i18n._(descriptions[route.path])}
                </Text>
              )}
              {/* Named apart from the side menu's link to the same page, so each is told from the other. */}
              <Button component={Link} to={route.path} variant="light" mt="sm" aria-label={t`Open ${label}`}>
                <Trans context="action">Open</Trans>
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
