import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Grid.css';
import { Anchor, Grid } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { dropEarlyAnswers } from '@matri/api-client';
import { paths } from '@matri/contracts';
import { useRouteLabel } from '@matri/ui';
import { lazyAtOnce } from '../../components/lazy-at-once';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { ConversationList } from './conversation-list';

// Rendered at once when its code came before the tap: with React's `lazy` the tap suspended once even then, and the
// conversation came a loader's commit, its layout and a retry later.
const ConversationView = lazyAtOnce(() => import('./conversation-view').then((module) => module.ConversationView));

/**
 * /messages: the conversation list beside the open conversation (`?with=` a profile ID, so it survives a reload);
 * on a phone one at a time, with a way back to the list.
 */
export function MessagesPage() {
  const labelOf = useRouteLabel();
  const [search, setSearch] = useSearchParams();
  const openProfileId = search.get('with');
  // A conversation and its send box are what the list's first tap opens: preloaded with the page (app/page-files.ts),
  // their code is made ready as the page shows, so the tap renders the conversation at once. Asked for only here,
  // after the entry, they shared the line with axios and came a round trip and 0.9 s after the list could be tapped.
  useEffect(() => {
    // A chunk that fails now is asked for again when a conversation opens, which shows its error.
    ConversationView.preload().catch(() => undefined);
    // The head's latest conversation (app/first-requests.ts) is for this page's first look: left untaken when the
    // member leaves before the list showed, it is not handed to a later visit.
    return dropEarlyAnswers;
  }, []);
  return (
    <MemberPage title={labelOf(paths.messages)} path={paths.messages.path}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom={openProfileId ? 'md' : undefined}>
          <ConversationList openProfileId={openProfileId} onOpen={(profileId) => setSearch({ with: profileId })} />
        </Grid.Col>
        {openProfileId && (
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Anchor component={Link} to={paths.messages.path} hiddenFrom="md" size="sm" mb="sm" display="block">
              ← <Trans>All conversations</Trans>
            </Anchor>
            <Suspense fallback={<PageLoader />}>
              <ConversationView key={openProfileId} profileId={openProfileId} />
            </Suspense>
          </Grid.Col>
        )}
      </Grid>
    </MemberPage>
  );
}
