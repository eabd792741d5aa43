import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, Popover, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { badgeSentence, verificationBadgeNames, type VerificationBadge } from '@matri/contracts';
import { useLanguage } from '@matri/ui';

/**
 * A member's badges, each named after what was checked. A tap (or a click, or Enter) opens the sentence saying what
 * exactly was checked and when, so it reads on touch phones where a hover tooltip never shows; screen readers hear it
 * as the badge's description.
 */
export function MemberBadges({ badges }: { badges: readonly VerificationBadge[] }) {
  return (
    <>
      {badges.map((badge) => (
        <MemberBadge key={badge.kind} badge={badge} />
      ))}
    </>
  );
}

function MemberBadge({ badge }: { badge: VerificationBadge }) {
  const language = useLanguage();
  const sentenceId = useId();
  const sentence = badgeSentence(badge, language);
  return (
    <Popover width={280} withArrow shadow="md" position="bottom-start">
      <Popover.Target>
        <Badge
          component="button"
          type="button"
          // The light variant keeps its text readable in dark mode too (an outline's gray.7 did not, by axe).
          color={badge.kind === 'id' || badge.kind === 'photo' ? 'teal.9' : 'gray'}
          variant={badge.kind === 'id' || badge.kind === 'photo' ? 'filled' : 'light'}
          size="sm"
          aria-describedby={sentenceId}
          style={{ cursor: 'pointer' }}
        >
          {verificationBadgeNames[badge.kind][language]}
        </Badge>
      </Popover.Target>
      <VisuallyHidden id={sentenceId}>{sentence}</VisuallyHidden>
      <Popover.Dropdown>
        <Text size="sm">{sentence}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
