import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface EmptyStateProps {
  icon: ReactNode;
  heading: string;
  text: string;
  action?: { label: string; to: string };
}

/** What a page shows while it has nothing to list: what will appear here and what to do meanwhile. */
export function EmptyState({ icon, heading, text, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm" maw={480} mx="auto">
        <span aria-hidden="true" style={{ color: 'var(--mantine-primary-color-filled)' }}>
          {icon}
        </span>
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Text>{text}</Text>
        {action && (
          <Button component={Link} to={action.to} variant="light">
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
