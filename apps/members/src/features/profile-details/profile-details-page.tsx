import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { optimisedImageUrl, profileDetailsQueryOptions, toApiError } from '@matri/api-client';
import { paths, type ProfileDetailsJson, type PublicProfileJson } from '@matri/contracts';
import { formatHeight } from '@matri/helpers';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserCheckIcon, useLanguage, useRouteLabel } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http, runtimeConfig } from '../../config/app-config';
import { profileSections } from '../../profiles/profile-sections';
import { FieldValue } from '../../profiles/field-value';
import { shownValue } from '../../profiles/shown-value';
import { faithLine, motherTongueLabel } from '../../profiles/member-labels';
import { MemberBadges } from '../../profiles/member-badges';
import { ContactCard } from './contact-card';
import { GunaMilanCard } from './guna-milan-card';
import { ProfileActions } from './profile-actions';
import listClasses from '../../profiles/field-list.module.css';
import classes from './profile-details-page.module.css';

/** Fields another member never sees (the age stands in for the birth date) or that the header already shows. */
const notShown = new Set(['createdBy', 'dateOfBirth', 'fullName', 'horoscopeVisibility']);

/** The public profile keyed as the dashboard's section specs name fields (heightCm for heightCm). */
function asFieldValues(profile: PublicProfileJson): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(profile).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
  );
}

function Photos({ details, name }: { details: ProfileDetailsJson; name: string }) {
  const { t } = useLingui();
  if (details.photos.length === 0) return null;
  const isBlurred = details.photos.some((p) => p.isBlurred);
  return (
    <section aria-label={t`Photos`}>
      <div className={classes.photos}>
        {details.photos.map((photo, i) => {
          const number = i + 1;
          return (
            <img
              key={photo.url}
              src={photo.isBlurred ? photo.url : optimisedImageUrl(runtimeConfig, photo.url, 384)}
              alt={photo.isBlurred ? '' : t`Photo ${number} of ${name}`}
              className={photo.isBlurred ? classes.blurred : undefined}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          );
        })}
      </div>
      {isBlurred && (
        <Text size="sm" c="dimmed" mt={4}>
          {details.photoVisibility === 'accepted'
            ? t`Photos are visible after your interest is accepted.`
            : t`This member keeps photos hidden.`}
        </Text>
      )}
    </section>
  );
}

function Details({ details }: { details: ProfileDetailsJson }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const profile = details.member.user_profile;
  if (!profile)
    return (
      <Alert color="yellow">
        <Trans>This member has not completed a profile yet.</Trans>
      </Alert>
    );
  const age = profile.age;
  const profileId = profile.profileId;
  const values = asFieldValues(profile);
  const name = profile.full_name;
  const summary = [
    age !== null ? t`${age} yrs` : null,
    profile.heightCm ? formatHeight(profile.heightCm) : null,
    profile.city,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack>
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Group justify="space-between" align="flex-start">
            <div>
              <Group gap="xs">
                <Title order={2} size="h3">
                  {name}
                </Title>
                <MemberBadges badges={details.badges} />
              </Group>
              <Text c="dimmed">
                <Trans>Profile ID {profileId}</Trans>
              </Text>
              <Text>{summary}</Text>
              <Text>
                {faithLine(profile.religion, profile.community, language)} ·{' '}
                {motherTongueLabel(profile.motherTongue, language)}
              </Text>
            </div>
          </Group>
          <Photos details={details} name={name} />
          {!details.isSelf && (
            <ProfileActions details={details} member={{ profileId: profile.profileId ?? '', full_name: name }} />
          )}
        </Stack>
      </Card>
      {!details.isSelf && <ContactCard details={details} />}
      {details.gunaMilan && <GunaMilanCard gunaMilan={details.gunaMilan} name={name} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {profileSections.map((section) => {
          const fields = section.fields
            .filter((f) => !notShown.has(f.name) && (f.isShown?.(values as never) ?? true))
            .flatMap((f) => {
              const value = shownValue(f, values, language, i18n);
              return value === null ? [] : [{ field: f, value }];
            });
          if (fields.length === 0) return null;
          return (
            <Card
              key={section.key}
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-labelledby={`details-${section.key}`}
            >
              <Title id={`details-${section.key}`} order={2} size="h4" mb="sm">
                {i18n._(section.title)}
              </Title>
              <dl className={listClasses.list}>
                {fields.map(({ field, value }) => (
                  <div key={field.name} className={field.kind === 'textarea' ? listClasses.wide : undefined}>
                    <dt>{i18n._(field.label)}</dt>
                    <dd>
                      <FieldValue field={field} value={value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function ProfileById({ profileId }: { profileId: string }) {
  const { t } = useLingui();
  const query = useQuery(profileDetailsQueryOptions(http, profileId));
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const error = toApiError(query.error);
    return error.status === 404 ? (
      <EmptyState
        icon={<UserCheckIcon size={40} />}
        heading={t`This profile is not available`}
        text={t`The member may have hidden or deleted their profile, or the profile ID is mistyped.`}
        action={{ label: t`Search profiles`, to: paths.search.path }}
      />
    ) : (
      <Alert color="red" title={t`Could not load the profile`}>
        {error.message}
      </Alert>
    );
  }
  return <Details details={query.data} />;
}

/** /profiledetails?id=<profile ID>: a member's full public profile within their privacy, with what I can do. */
export function ProfileDetailsPage() {
  const { t } = useLingui();
  const labelOf = useRouteLabel();
  const [params] = useSearchParams();
  const profileId = params.get('id')?.trim();
  return (
    <MemberPage title={labelOf(paths.profileDetails)} path={paths.profileDetails.path}>
      {profileId ? (
        <ProfileById profileId={profileId} />
      ) : (
        <EmptyState
          icon={<UserCheckIcon size={40} />}
          heading={t`No profile chosen`}
          text={t`Open a profile from your matches or search results to see its details here.`}
          action={{ label: t`Search profiles`, to: paths.search.path }}
        />
      )}
    </MemberPage>
  );
}
