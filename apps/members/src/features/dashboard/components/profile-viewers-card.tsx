import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { optimisedImageUrl, useProfileViewers } from '@matri/api-client';
import { paths, profileDetailsHref } from '@matri/contracts';
import { http, runtimeConfig } from '../../../config/app-config';

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** "Today", "yesterday", "3 days ago": how families speak of a visit. */
function whenViewed(iso: string, now = Date.now()): string {
  const days = Math.round((new Date(iso).getTime() - now) / 86_400_000);
  return days === 0 ? 'today' : relative.format(days, 'day');
}

const membersViewed = (count: number) =>
  count === 1
    ? '1 member has viewed your profile.'
    : `${count.toLocaleString('en-IN')} members have viewed your profile.`;

/**
 * Who viewed my profile: the members who opened it, newest first; on a plan without "who viewed me", how many looked
 * and the plans that show who.
 */
export function ProfileViewersCard() {
  const viewers = useProfileViewers(http);
  const count = viewers.data?.count ?? 0;
  const list = viewers.data?.viewers;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-viewers">
      <Title id="section-viewers" order={2} size="h4" mb="sm">
        Who viewed my profile
      </Title>
      {count === 0 ? (
        <Text c="dimmed">Nobody yet. A photo and a complete profile bring more visitors.</Text>
      ) : !list ? (
        <Text>
          {membersViewed(count)}{' '}
          <Anchor component={Link} to={paths.upgrade.path}>
            Upgrade to see who
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((viewer) => (
            <li key={viewer.profileId}>
              <Group wrap="nowrap">
                <Avatar
                  src={viewer.photoUrl ? optimisedImageUrl(runtimeConfig, viewer.photoUrl, 96) : null}
                  alt=""
                  radius="xl"
                  color="brand"
                >
                  {viewer.full_name.charAt(0)}
                </Avatar>
                <div>
                  <Anchor component={Link} to={profileDetailsHref(viewer.profileId)} fw={600}>
                    {viewer.full_name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {viewer.age} yrs{viewer.city ? `, ${viewer.city}` : ''} · viewed {whenViewed(viewer.viewedAt)}
                  </Text>
                </div>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
