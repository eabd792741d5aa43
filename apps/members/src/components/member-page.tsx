import '@mantine/core/styles/Title.css';
import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHead } from '@matri/ui';

/** A member page: its head tags (never indexed) and its title. */
export function MemberPage({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title">
      <PageHead title={title} path={path} isNoIndex />
      <Title id="page-title" order={1} size="h2" mb="lg">
        {title}
      </Title>
      {children}
    </section>
  );
}
