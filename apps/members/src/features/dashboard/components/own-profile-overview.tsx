import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { optimisedImageUrl } from '@matri/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { countries, genders, indianStates, labelOf, type OwnProfileAnswer, type PhotoJson } from '@matri/contracts';
import { useLanguage } from '@matri/ui';
import { getAge } from '@matri/helpers';
import { runtimeConfig } from '../../../config/app-config';
import { CompletenessMeter } from './completeness-meter';
import { PartnerPreferencesCard } from './partner-preferences-card';
import { PhotosPanel } from './photos-panel';
import { ProfileViewersCard } from './profile-viewers-card';
import { SectionCard } from './section-card';
import { VerificationBadges } from './verification-badges';
import { OwnAudiencesNotice } from './own-audiences-notice';
import { profileSections } from '../../../profiles/profile-sections';

/**
 * The dashboard's body once the member's profile came: the profile as others see it, its completeness, its photos and
 * the forms that build it. Its own chunk (vocabularies, schemas, forms' openers), fetched beside the profile itself.
 */
export function OwnProfileOverview({ own, primary }: { own: OwnProfileAnswer; primary: PhotoJson | undefined }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { profile, completeness } = own;
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
  // A phone's first screen holds the top card, the photos and the first section, whose Edit is the page's main
  // control: the rest comes in a second render, which React interrupts for a tap, so that control answers sooner.
  const isRestShown = useDeferredValue(true, false);
  const [firstSection, ...otherSections] = profileSections;
  return (
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
      <SectionCard section={firstSection} profile={profile} />
      {isRestShown && (
        <>
          {otherSections.map((section) => (
            <SectionCard key={section.key} section={section} profile={profile} />
          ))}
          <PartnerPreferencesCard />
          <ProfileViewersCard />
        </>
      )}
    </Stack>
  );
}
