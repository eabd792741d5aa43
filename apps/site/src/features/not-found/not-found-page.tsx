import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@matri/contracts';
import { PageHead } from '@matri/ui';

export function NotFoundPage() {
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <PageHead title="Page not found" path={paths.notFound.path} isNoIndex />
      <Title order={1}>Page not found</Title>
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to={paths.home.path}>
        Go to the home page
      </Button>
    </Stack>
  );
}
