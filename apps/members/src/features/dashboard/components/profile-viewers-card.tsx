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
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { paths, profileDetailsHref } from '@matri/contracts';
import { useIntlLocale } from '@matri/ui';
import { daysAgo } from '../../../components/time-ago';
import { http, runtimeConfig } from '../../../config/app-config';

/**
 * Who viewed my profile: the members who opened it, newest first; on a plan without "who viewed me", how many looked
 * and the plans that show who.
 */
export function ProfileViewersCard() {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const viewers = useProfileViewers(http);
  const count = viewers.data?.count ?? 0;
  const list = viewers.data?.viewers;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-viewers">
      <Title id="section-viewers" order={2} size="h4" mb="sm">
        <Trans>Who viewed my profile</Trans>
      </Title>
      {count === 0 ? (
        <Text c="dimmed">
          <Trans>Nobody yet. A photo and a complete profile bring more visitors.</Trans>
        </Text>
      ) : !list ? (
        <Text>
          <Plural value={count} one="# member has viewed your profile." other="# members have viewed your profile." />{' '}
          <Anchor component={Link} to={paths.upgrade.path}>
            <Trans>Upgrade to see who</Trans>
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((viewer) => {
            const age = viewer.age;
            const when = daysAgo(viewer.viewedAt, locale);
            return (
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
                      {viewer.city ? t`${age} yrs, ${viewer.city} · viewed ${when}` : t`${age} yrs · viewed ${when}`}
                    </Text>
                  </div>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
