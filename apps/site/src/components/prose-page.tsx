import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Typography.css';
import { Container, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHead } from '@matri/ui';
import classes from './prose-page.module.css';

export interface ProsePageProps {
  title: string;
  path: string;
  description?: string;
  isNoIndex?: boolean;
  children: ReactNode;
}

/** A page of running text (about, terms, privacy, legal) with its head tags. */
export function ProsePage({ title, path, description, isNoIndex, children }: ProsePageProps) {
  return (
    <Container size="md" py="xl">
      <PageHead title={title} path={path} description={description} isNoIndex={isNoIndex} />
      <Title order={1} mb="lg">
        {title}
      </Title>
      <Typography className={classes.prose}>{children}</Typography>
    </Container>
  );
}
