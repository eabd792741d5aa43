import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import { Stack, Tabs, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { matchesQueryOptions, shortlistQueryOptions } from '@matri/api-client';
import { matchTabs, paths, type MatchTab } from '@matri/contracts';
import { HeartIcon } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { MemberCard } from '../../profiles/member-card';
import { MemberResults } from '../../profiles/member-results';

const SHORTLIST_TAB = 'shortlist';
type Tab = MatchTab | typeof SHORTLIST_TAB;

const emptyTexts: Record<MatchTab, string> = {
  all: 'Nobody fits your partner preferences and you theirs yet. Widening the age range or religions brings more matches.',
  new: 'No new members this week fit your preferences. Check again in a few days.',
  near: 'Nobody in your state fits your preferences yet. Add your state on your profile if it is missing.',
};

function MatchList({ tab }: { tab: MatchTab }) {
  const query = useInfiniteQuery(matchesQueryOptions(http, tab));
  return (
    <MemberResults
      query={query}
      label={matchTabs.find((t) => t.value === tab)?.label ?? 'Matches'}
      empty={
        <EmptyState
          icon={<HeartIcon size={40} />}
          heading="No matches here yet"
          text={emptyTexts[tab]}
          action={{ label: 'Edit partner preferences', to: paths.dashboard.path }}
        />
      }
    />
  );
}

function Shortlist() {
  const query = useQuery(shortlistQueryOptions(http));
  if (query.isPending) return <PageLoader />;
  if (!query.data?.length) {
    return (
      <EmptyState
        icon={<HeartIcon size={40} />}
        heading="Your shortlist is empty"
        text="Shortlist members from your matches or a search to come back to them here."
      />
    );
  }
  return (
    <Stack component="ul" aria-label="Shortlisted" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {query.data.map((member) => (
        <MemberCard key={member.profileId} member={member} />
      ))}
    </Stack>
  );
}

/** Members who fit my preferences and whom I fit, best first, each with the reasons; the tab lives in the address. */
export function MatchesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab =
    requested === SHORTLIST_TAB || matchTabs.some((t) => t.value === requested) ? (requested as Tab) : 'all';
  return (
    <MemberPage title={paths.matches.label} path={paths.matches.path}>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'all' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Text c="dimmed" size="sm" mb="sm">
          Members who fit your partner preferences and whose preferences you fit. The most recently active come first,
          the best matches first among them.
        </Text>
        <Tabs.List mb="md">
          {matchTabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value={SHORTLIST_TAB}>Shortlisted</Tabs.Tab>
        </Tabs.List>
        {matchTabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <MatchList tab={t.value} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value={SHORTLIST_TAB}>
          <Shortlist />
        </Tabs.Panel>
      </Tabs>
    </MemberPage>
  );
}
