import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Stack } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toApiError } from '@matri/api-client';
import type { MemberPageJson } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageLoader } from '../components/page-loader';
import { MemberCard } from './member-card';

/** Result cards with "Load more" (keyset pages: the next page starts after the last card, never by offset). */
export function MemberResults({
  query,
  label,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<MemberPageJson>>;
  label: string;
  empty: ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" title={t`Could not load`}>
        {toApiError(query.error).message}
      </Alert>
    );
  const members = query.data.pages.flatMap((page) => page.results);
  if (members.length === 0) return empty;
  return (
    <Stack>
      <Stack component="ul" aria-label={label} gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {members.map((member) => (
          <MemberCard key={member.profileId} member={member} />
        ))}
      </Stack>
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
