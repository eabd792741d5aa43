import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { optimisedImageUrl, toApiError, useMe, useMemberPhotos, useOwnProfile } from '@matri/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { countries, genders, indianStates, labelOf, paths } from '@matri/contracts';
import { useLanguage, useRouteLabel } from '@matri/ui';
import { getAge } from '@matri/helpers';
import { lazy, Suspense } from 'react';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http, runtimeConfig } from '../../config/app-config';
import { CompletenessMeter } from './components/completeness-meter';
import { PartnerPreferencesCard } from './components/partner-preferences-card';
import { PhotosPanel } from './components/photos-panel';
import { ProfileViewersCard } from './components/profile-viewers-card';
import { SectionCard } from './components/section-card';
import { VerificationBadges } from './components/verification-badges';
import { OwnAudiencesNotice } from './components/own-audiences-notice';
import { profileSections } from '../../profiles/profile-sections';

// Only an admin without a profile sees the desk; members never download it.
const AdminHome = lazy(() => import('./components/admin-home').then((m) => ({ default: m.AdminHome })));

/**
 * /dashboard: the member's profile as others see it, how complete it is, and the forms to build it; for an admin
 * account without a profile, the admin desk.
 */
export function DashboardPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const labelOfRoute = useRouteLabel();
  const own = useOwnProfile(http);
  const me = useMe(http);
  const photos = useMemberPhotos(http);
  const primary = photos.data?.find((photo) => photo.isPrimary);
  const hasNoProfile = own.isError && toApiError(own.error).status === 404;
  const isAdminDesk = hasNoProfile && me.data?.role === 'admin';

  let body;
  if (own.isPending || (hasNoProfile && me.isPending)) body = <PageLoader />;
  else if (isAdminDesk)
    body = (
      <Suspense fallback={<PageLoader />}>
        <AdminHome />
      </Suspense>
    );
  else if (own.isError)
    body = (
      <Alert color="red" title={t`Your profile could not be loaded`}>
        {toApiError(own.error).message}
      </Alert>
    );
  else {
    const { profile, completeness } = own.data;
    const place = [
      profile.city,
      profile.country === 'in' && profile.state
        ? labelOf(indianStates, profile.state, language)
        : labelOf(countries, profile.country, language),
    ]
      .filter(Boolean)
      .join(', ');
    const profileId = profile.profileId;
    const gender = labelOf(genders, profile.gender, language);
    const age = getAge(profile.dateOfBirth);
    body = (
      <Stack>
        <Card withBorder radius="md" padding="lg">
          <Group align="flex-start" wrap="nowrap">
            <Avatar
              src={primary ? optimisedImageUrl(runtimeConfig, primary.url, 256) : null}
              alt={primary ? t`Your primary photo` : ''}
              size={96}
              radius="md"
              color="brand"
            >
              {profile.fullName.charAt(0)}
            </Avatar>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Title order={2} size="h3">
                {profile.fullName}
              </Title>
              <Text c="dimmed">
                <Trans>
                  Profile ID {profileId} · {gender} · {age} years
                </Trans>
                {place ? ` · ${place}` : ''}
              </Text>
              <VerificationBadges profile={profile} />
            </div>
          </Group>
          <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            <CompletenessMeter completeness={completeness} />
          </div>
          <OwnAudiencesNotice profile={profile} />
        </Card>
        <PhotosPanel profile={profile} />
        {profileSections.map((section) => (
          <SectionCard key={section.key} section={section} profile={profile} />
        ))}
        <PartnerPreferencesCard />
        <ProfileViewersCard />
      </Stack>
    );
  }
  return (
    <MemberPage title={isAdminDesk ? t`Admin desk` : labelOfRoute(paths.dashboard)} path={paths.dashboard.path}>
      {body}
    </MemberPage>
  );
}
