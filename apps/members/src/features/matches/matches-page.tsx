import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Checkbox, Stack, Tabs, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { matchesQueryOptions, shortlistQueryOptions, usePartnerPreferences } from '@matri/api-client';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { itemLabel, labelOf, matchCriteria, matchTabs, paths, preferencesToAdd, type MatchTab } from '@matri/contracts';
import { HeartIcon, useLanguage, useRouteLabel } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { SendInterestDialog } from '../../profiles/lazy-dialogs';
import { MemberCard } from '../../profiles/member-card';
import { MemberResults } from '../../profiles/member-results';

const SHORTLIST_TAB = 'shortlist';
type Tab = MatchTab | typeof SHORTLIST_TAB;

const emptyTexts = {
  all: msg`Nobody fits your partner preferences and you theirs yet. Widening the age range or religions brings more matches.`,
  new: msg`No new members this week fit your preferences. Check again in a few days.`,
  near: msg`Nobody in your state fits your preferences yet. Add your state on your profile if it is missing.`,
} as const satisfies Record<MatchTab, unknown>;

/**
 * A new member's matches rest on age and religion alone, so every card reads "Matches 2 of 2": say which preferences
 * would narrow the list, and where to set them.
 */
function SharpenHint() {
  const { i18n } = useLingui();
  const language = useLanguage();
  const preferences = usePartnerPreferences(http);
  const toAdd = preferences.data ? preferencesToAdd(preferences.data) : [];
  if (toAdd.length === 0) return null;
  const labels = toAdd.map((criterion) => labelOf(matchCriteria, criterion, language));
  const first = labels.slice(0, -1).join(', ');
  const last = labels[labels.length - 1];
  const named = labels.length === 1 ? last : i18n._(msg`${first} and ${last}`);
  return (
    <Alert color="blue" mb="md" title={<Trans>Sharpen your matches</Trans>}>
      <Text size="sm">
        <Trans>
          Your matches go only by the preferences set when you joined. Add your preferred {named} to see the members
          closest to what you want first.
        </Trans>{' '}
        {/* The alert's own text colour, underlined: the brand colour on the alert's blue is too faint to read. */}
        <Anchor component={Link} to={`${paths.dashboard.path}#section-preferences`} c="inherit" underline="always">
          <Trans>Edit partner preferences</Trans>
        </Anchor>
      </Text>
    </Alert>
  );
}

function MatchList({ tab, idVerifiedOnly }: { tab: MatchTab; idVerifiedOnly: boolean }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const query = useInfiniteQuery(matchesQueryOptions(http, tab, idVerifiedOnly));
  return (
    <MemberResults
      query={query}
      label={labelOf(matchTabs, tab, language)}
      empty={
        <EmptyState
          icon={<HeartIcon size={40} />}
          heading={t`No matches here yet`}
          text={i18n._(emptyTexts[tab])}
          action={{ label: t`Edit partner preferences`, to: paths.dashboard.path }}
        />
      }
    />
  );
}

function Shortlist() {
  const { t } = useLingui();
  const query = useQuery(shortlistQueryOptions(http));
  if (query.isPending) return <PageLoader />;
  if (!query.data?.length) {
    return (
      <EmptyState
        icon={<HeartIcon size={40} />}
        heading={t`Your shortlist is empty`}
        text={t`Shortlist members from your matches or a search to come back to them here.`}
      />
    );
  }
  return (
    <Stack component="ul" aria-label={t`Shortlisted`} gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {query.data.map((member) => (
        <MemberCard key={member.profileId} member={member} />
      ))}
    </Stack>
  );
}

/** Members who fit my preferences and whom I fit, best first, each with the reasons; the tab lives in the address. */
export function MatchesPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const labelOfRoute = useRouteLabel();
  const [params, setParams] = useSearchParams();
  // A card's "Send interest" is what a member taps first here: the dialog's code (preloaded with the page,
  // app/page-files.ts) is made ready as the page shows, so the tap renders the dialog at once. A chunk that fails now
  // is asked for again at the tap.
  useEffect(() => {
    SendInterestDialog.preload().catch(() => undefined);
  }, []);
  const requested = params.get('tab');
  const tab: Tab =
    requested === SHORTLIST_TAB || matchTabs.some((item) => item.value === requested) ? (requested as Tab) : 'all';
  // Kept in the address with the tab, so a shared or reloaded page shows the same list.
  const idVerifiedOnly = params.get('idVerified') === '1';
  const addressOf = (next: { tab: string; idVerifiedOnly: boolean }) => ({
    ...(next.tab !== 'all' ? { tab: next.tab } : {}),
    ...(next.idVerifiedOnly ? { idVerified: '1' } : {}),
  });
  return (
    <MemberPage title={labelOfRoute(paths.matches)} path={paths.matches.path}>
      <Tabs
        value={tab}
        onChange={(value) => setParams(addressOf({ tab: value ?? 'all', idVerifiedOnly }), { replace: true })}
        keepMounted={false}
      >
        <Text c="dimmed" size="sm" mb="sm">
          <Trans>
            Members whose preferences you fit and who fit yours: always your age range, religions and, if you ask for
            it, a horoscope match. A card marked Close match differs in another of your preferences, and says which. The
            most recently active come first, the best matches first among them.
          </Trans>
        </Text>
        <SharpenHint />
        <Checkbox
          mb="sm"
          label={t`Members with a verified ID only`}
          checked={idVerifiedOnly}
          onChange={(event) =>
            setParams(addressOf({ tab, idVerifiedOnly: event.currentTarget.checked }), { replace: true })
          }
        />
        <Tabs.List mb="md">
          {matchTabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {itemLabel(item, language)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value={SHORTLIST_TAB}>
            <Trans>Shortlisted</Trans>
          </Tabs.Tab>
        </Tabs.List>
        {matchTabs.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            <MatchList tab={item.value} idVerifiedOnly={idVerifiedOnly} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value={SHORTLIST_TAB}>
          <Shortlist />
        </Tabs.Panel>
      </Tabs>
    </MemberPage>
  );
}
