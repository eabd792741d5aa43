import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHead } from '@matri/ui';

export function AuthCard({
  title,
  path,
  intro,
  children,
}: {
  title: string;
  path: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
      <PageHead title={title} path={path} />
      <Title order={1} size="h2" mb="xs">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" mb="lg">
          {intro}
        </Text>
      )}
      {children}
    </Paper>
  );
}
