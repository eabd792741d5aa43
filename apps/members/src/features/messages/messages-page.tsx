import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Grid.css';
import { Anchor, Grid } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@matri/contracts';
import { MemberPage } from '../../components/member-page';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

/**
 * /messages: the conversation list beside the open conversation (`?with=` a profile ID, so it survives a reload);
 * on a phone one at a time, with a way back to the list.
 */
export function MessagesPage() {
  const [search, setSearch] = useSearchParams();
  const openProfileId = search.get('with');
  return (
    <MemberPage title={paths.messages.label} path={paths.messages.path}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom={openProfileId ? 'md' : undefined}>
          <ConversationList openProfileId={openProfileId} onOpen={(profileId) => setSearch({ with: profileId })} />
        </Grid.Col>
        {openProfileId && (
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Anchor component={Link} to={paths.messages.path} hiddenFrom="md" size="sm" mb="sm" display="block">
              ← All conversations
            </Anchor>
            <ConversationView key={openProfileId} profileId={openProfileId} />
          </Grid.Col>
        )}
      </Grid>
    </MemberPage>
  );
}
