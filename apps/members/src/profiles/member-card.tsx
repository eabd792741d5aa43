import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { optimisedImageUrl } from '@matri/api-client';
import {
  GUNA_MILAN_MAX,
  canSendInterest,
  labelOf,
  matchCriteria,
  type Language,
  profileDetailsHref,
  type MatchReasons,
  type MemberCardJson,
} from '@matri/contracts';
import { formatHeight } from '@matri/helpers';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '@matri/ui';
import { runtimeConfig } from '../config/app-config';
import { faithLine, motherTongueLabel, professionLabel } from './member-labels';
import { MemberBadges } from './member-badges';
import { SendInterestDialog } from './lazy-dialogs';
import { LoadFailureBoundary } from '../components/load-failure-boundary';
import { useShortlistToggle } from './use-shortlist-toggle';
import classes from './member-card.module.css';

/** "Matches 7 of 9: age, religion, mother tongue …; differs: city; ID verified". */
export function matchSummary(match: MatchReasons, language: Language, i18n: I18n): string {
  const total = match.met.length + match.missed.length;
  if (total === 0) return i18n._(msg`Set your partner preferences to see how each member matches them.`);
  const named = (keys: readonly MatchReasons['met'][number][]) =>
    keys.map((key) => labelOf(matchCriteria, key, language)).join(', ');
  const metCount = match.met.length;
  const met = named(match.met);
  const missed = named(match.missed);
  const summary =
    metCount === 0
      ? i18n._(msg`Matches ${metCount} of ${total}`)
      : i18n._(msg`Matches ${metCount} of ${total}: ${met}`);
  const withDifferences = match.missed.length ? i18n._(msg`${summary}; differs: ${missed}`) : summary;
  return match.isIdVerified ? i18n._(msg`${withDifferences}; ID verified`) : withDifferences;
}

function interestLabel(interest: MemberCardJson['interest'], i18n: I18n): string | null {
  if (!interest) return null;
  if (interest.status === 'accepted') return i18n._(msg`Connected`);
  if (interest.status === 'pending')
    return interest.direction === 'sent' ? i18n._(msg`Interest sent`) : i18n._(msg`Sent you an interest`);
  return null;
}

/** A member's primary photo on a card: blurred, with why, where its owner keeps it from me; else their initial. */
export function CardPhoto({ member }: { member: Pick<MemberCardJson, 'full_name' | 'photo'> }) {
  const { t } = useLingui();
  const name = member.full_name;
  if (!member.photo) {
    return (
      <div className={classes.photo} aria-hidden="true">
        <span className={classes.initial}>{member.full_name.charAt(0)}</span>
      </div>
    );
  }
  const src = member.photo.isBlurred ? member.photo.url : optimisedImageUrl(runtimeConfig, member.photo.url, 384);
  return (
    <div className={classes.photo}>
      <img
        src={src}
        alt={member.photo.isBlurred ? '' : t`Photo of ${name}`}
        loading="lazy"
        className={member.photo.isBlurred ? classes.blurred : undefined}
      />
      {member.photo.isBlurred && (
        <span className={classes.photoNote}>
          {member.photo.visibility === 'accepted'
            ? t`Visible after your interest is accepted`
            : t`Photo hidden by the member`}
        </span>
      )}
    </div>
  );
}

/** The Guna Milan with me on a card, or who the member shows their horoscope to in its place. */
export function HoroscopeBadges({ member }: { member: Pick<MemberCardJson, 'gunaMilan' | 'horoscopeShownTo'> }) {
  const { t } = useLingui();
  const score = member.gunaMilan;
  const maxScore = GUNA_MILAN_MAX;
  return (
    <>
      {score != null && (
        <Badge color="grape" variant="light" size="sm" aria-label={t`Guna Milan ${score} of ${maxScore}`}>
          <Trans>
            Guna {score}/{maxScore}
          </Trans>
        </Badge>
      )}
      {member.horoscopeShownTo && (
        <Badge color="gray" variant="light" size="sm">
          {member.horoscopeShownTo === 'accepted' ? (
            <Trans>Horoscope shared only after acceptance</Trans>
          ) : (
            <Trans>Horoscope not shared</Trans>
          )}
        </Badge>
      )}
    </>
  );
}

/** A member in search results, matches and the shortlist: who they are at a glance, why they match, and what I can do. */
export function MemberCard({ member }: { member: MemberCardJson }) {
  const [isInterestOpen, setInterestOpen] = useState(false);
  const shortlist = useShortlistToggle(member, member.isShortlisted);
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const status = interestLabel(member.interest, i18n);
  const age = member.age;
  const details = [t`${age} yrs`, member.heightCm ? formatHeight(member.heightCm) : null, member.city]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      className={member.isHighlighted ? `${classes.card} ${classes.highlighted}` : classes.card}
      aria-label={member.full_name}
    >
      <CardPhoto member={member} />
      <Stack gap={4} className={classes.body}>
        <Group gap="xs">
          <Anchor component={Link} to={profileDetailsHref(member.profileId)} fw={700}>
            {member.full_name}
          </Anchor>
          <MemberBadges badges={member.badges} />
          {member.isHighlighted && (
            <Badge color="brand" variant="filled" size="sm">
              <Trans>Premium</Trans>
            </Badge>
          )}
          <HoroscopeBadges member={member} />
          {member.match && member.match.missed.length > 0 && (
            <Badge color="gray.7" variant="outline" size="sm">
              <Trans>Close match</Trans>
            </Badge>
          )}
        </Group>
        <Text size="sm">{details}</Text>
        <Text size="sm">
          {faithLine(member.religion, member.community, language)} · {motherTongueLabel(member.motherTongue, language)}
        </Text>
        {member.profession && <Text size="sm">{professionLabel(member.profession, language)}</Text>}
        <Text size="xs" c="dimmed">
          {member.profileId}
        </Text>
        {member.match && (
          <Text size="sm" c="dimmed">
            {matchSummary(member.match, language, i18n)}
          </Text>
        )}
        <Group gap="xs" mt="xs">
          {status && (
            <Badge variant="outline" size="lg">
              {status}
            </Badge>
          )}
          {canSendInterest(member.interest) && (
            <Button size="xs" onClick={() => setInterestOpen(true)}>
              <Trans>Send interest</Trans>
            </Button>
          )}
          <Button
            size="xs"
            variant={member.isShortlisted ? 'light' : 'default'}
            loading={shortlist.isSaving}
            onClick={() => void shortlist.toggle()}
            aria-pressed={member.isShortlisted}
          >
            {member.isShortlisted ? t`Shortlisted` : t`Shortlist`}
          </Button>
        </Group>
      </Stack>
      {isInterestOpen && (
        <LoadFailureBoundary>
          <Suspense>
            <SendInterestDialog member={member} opened onClose={() => setInterestOpen(false)} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </Card>
  );
}
