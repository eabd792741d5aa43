import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { optimisedImageUrl } from '@matri/api-client';
import {
  GUNA_MILAN_MAX,
  canSendInterest,
  matchCriteria,
  profileDetailsHref,
  type MatchReasons,
  type MemberCardJson,
} from '@matri/contracts';
import { formatHeight } from '@matri/helpers';
import { runtimeConfig } from '../config/app-config';
import { faithLine, motherTongueLabel, professionLabel } from './member-labels';
import { SendInterestDialog } from './send-interest-dialog';
import { useShortlistToggle } from './use-shortlist-toggle';
import classes from './member-card.module.css';

const criterionLabel = (key: string) => matchCriteria.find((c) => c.value === key)?.label ?? key;

/** "Matches 7 of 9: age, religion, mother tongue …; differs: city". */
export function matchSummary(match: MatchReasons): string {
  const total = match.met.length + match.missed.length;
  if (total === 0) return 'Set your partner preferences to see how each member matches them.';
  const met = match.met.length ? `: ${match.met.map(criterionLabel).join(', ')}` : '';
  const missed = match.missed.length ? `; differs: ${match.missed.map(criterionLabel).join(', ')}` : '';
  return `Matches ${match.met.length} of ${total}${met}${missed}`;
}

function interestLabel(interest: MemberCardJson['interest']): string | null {
  if (!interest) return null;
  if (interest.status === 'accepted') return 'Connected';
  if (interest.status === 'pending') return interest.direction === 'sent' ? 'Interest sent' : 'Sent you an interest';
  return null;
}

function CardPhoto({ member }: { member: MemberCardJson }) {
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
        alt={member.photo.isBlurred ? '' : `Photo of ${member.full_name}`}
        loading="lazy"
        className={member.photo.isBlurred ? classes.blurred : undefined}
      />
      {member.photo.isBlurred && (
        <span className={classes.photoNote}>
          {member.photo.visibility === 'accepted'
            ? 'Visible after your interest is accepted'
            : 'Photo hidden by the member'}
        </span>
      )}
    </div>
  );
}

/** A member in search results, matches and the shortlist: who they are at a glance, why they match, and what I can do. */
export function MemberCard({ member }: { member: MemberCardJson }) {
  const [isInterestOpen, setInterestOpen] = useState(false);
  const shortlist = useShortlistToggle(member, member.isShortlisted);
  const status = interestLabel(member.interest);
  const details = [`${member.age} yrs`, member.heightCm ? formatHeight(member.heightCm) : null, member.city]
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
          {member.isVerified && (
            <Badge color="green" variant="light" size="sm">
              Verified
            </Badge>
          )}
          {member.isHighlighted && (
            <Badge color="brand" variant="filled" size="sm">
              Premium
            </Badge>
          )}
          {member.gunaMilan != null && (
            <Badge
              color="grape"
              variant="light"
              size="sm"
              aria-label={`Guna Milan ${member.gunaMilan} of ${GUNA_MILAN_MAX}`}
            >
              Guna {member.gunaMilan}/{GUNA_MILAN_MAX}
            </Badge>
          )}
        </Group>
        <Text size="sm">{details}</Text>
        <Text size="sm">
          {faithLine(member.religion, member.community)} · {motherTongueLabel(member.motherTongue)}
        </Text>
        {member.profession && <Text size="sm">{professionLabel(member.profession)}</Text>}
        <Text size="xs" c="dimmed">
          {member.profileId}
        </Text>
        {member.match && (
          <Text size="sm" c="dimmed">
            {matchSummary(member.match)}
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
              Send interest
            </Button>
          )}
          <Button
            size="xs"
            variant={member.isShortlisted ? 'light' : 'default'}
            loading={shortlist.isSaving}
            onClick={() => void shortlist.toggle()}
            aria-pressed={member.isShortlisted}
          >
            {member.isShortlisted ? 'Shortlisted' : 'Shortlist'}
          </Button>
        </Group>
      </Stack>
      {isInterestOpen && <SendInterestDialog member={member} opened onClose={() => setInterestOpen(false)} />}
    </Card>
  );
}
