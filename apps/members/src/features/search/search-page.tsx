import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchQueryOptions, useMe } from '@matri/api-client';
import { defaultLookingFor, paths, SearchFiltersSchema, searchQueryString, type SearchFilters } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchIcon, useRouteLabel } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { http } from '../../config/app-config';
import { MemberResults } from '../../profiles/member-results';
import { SavedSearches } from './saved-searches';
import { SearchFiltersForm } from './search-filters-form';

function Results({ query }: { query: string }) {
  const { t } = useLingui();
  const results = useInfiniteQuery(searchQueryOptions(http, query));
  return (
    <MemberResults
      query={results}
      label={t`Search results`}
      empty={
        <EmptyState
          icon={<SearchIcon size={40} />}
          heading={t`Nobody fits all these filters`}
          text={t`Try a wider age range, fewer communities or any city.`}
        />
      }
    />
  );
}

/** Search: the filters live in the address, so a search can be reloaded, shared and saved. */
export function SearchPage() {
  const { t } = useLingui();
  const labelOf = useRouteLabel();
  const [params, setParams] = useSearchParams();
  const me = useMe(http);
  const parsed = useMemo(() => SearchFiltersSchema.safeParse(Object.fromEntries(params)), [params]);
  const filters: SearchFilters = parsed.success ? parsed.data : {};
  const query = searchQueryString(filters);
  const defaultFor = defaultLookingFor(me.data?.gender ?? null);
  return (
    <MemberPage title={labelOf(paths.search)} path={paths.search.path}>
      <Stack>
        {!parsed.success && (
          <Alert color="red" title={t`This search address has a problem`}>
            {parsed.error.issues.map((issue) => issue.message).join('. ')}.{' '}
            <Trans>Showing a search without filters.</Trans>
          </Alert>
        )}
        <SearchFiltersForm key={query} filters={filters} defaultFor={defaultFor} onSearch={(next) => setParams(next)} />
        <SavedSearches currentQuery={query} />
        <Results query={query} />
      </Stack>
    </MemberPage>
  );
}
