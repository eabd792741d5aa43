import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Grid.css';
import { Anchor, Grid } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { paths } from '@matri/contracts';
import { useRouteLabel } from '@matri/ui';
import { MemberPage } from '../../components/member-page';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

/**
 * /messages: the conversation list beside the open conversation (`?with=` a profile ID, so it survives a reload);
 * on a phone one at a time, with a way back to the list.
 */
export function MessagesPage() {
  const labelOf = useRouteLabel();
  const [search, setSearch] = useSearchParams();
  const openProfileId = search.get('with');
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
            <ConversationView key={openProfileId} profileId={openProfileId} />
          </Grid.Col>
        )}
      </Grid>
    </MemberPage>
  );
}
