import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@matri/contracts';
import { PageHead, useLocalisedPath, useRouteLabel } from '@matri/ui';

export function NotFoundPage() {
  const at = useLocalisedPath();
  const title = useRouteLabel()(paths.notFound);
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <PageHead title={title} path={paths.notFound.path} isNoIndex />
      <Title order={1}>{title}</Title>
      <Text>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </Text>
      <Button component={Link} to={at(paths.home.path)}>
        <Trans>Go to the home page</Trans>
      </Button>
    </Stack>
  );
}
