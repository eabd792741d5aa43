import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { badgeSentence, verificationBadgeNames, type VerificationBadge } from '@matri/contracts';
import { useLanguage } from '@matri/ui';

// The popover and Floating UI under it (about 20 KB gzip) come at the first tap, not with every card.
const BadgeSentencePopover = lazy(() =>
  import('./badge-sentence-popover').then((m) => ({ default: m.BadgeSentencePopover })),
);

/**
 * A member's badges, each named after what was checked. A tap (or a click, or Enter) opens the sentence saying what
 * exactly was checked and when, so it reads on touch phones where a hover tooltip never shows; screen readers hear it
 * as the badge's description. The first tap loads the popover and opens it; later taps toggle it.
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
  const [isTapped, setTapped] = useState(false);
  // The popover's badge takes the place of the one tapped, so the focus moves to it once, as it comes.
  const focusOnArrival = useCallback((node: HTMLButtonElement | null) => node?.focus(), []);
  const badgeButton = (props: { onClick?: () => void; ref?: (node: HTMLButtonElement | null) => void }) => (
    <Badge
      component="button"
      type="button"
      // The light variant keeps its text readable in dark mode too (an outline's gray.7 did not, by axe).
      color={badge.kind === 'id' || badge.kind === 'photo' ? 'teal.9' : 'gray'}
      variant={badge.kind === 'id' || badge.kind === 'photo' ? 'filled' : 'light'}
      size="sm"
      aria-describedby={sentenceId}
      style={{ cursor: 'pointer' }}
      {...props}
    >
      {verificationBadgeNames[badge.kind][language]}
    </Badge>
  );
  const early = badgeButton({ onClick: () => setTapped(true) });
  return (
    <>
      {isTapped ? (
        <Suspense fallback={early}>
          <BadgeSentencePopover target={badgeButton({ ref: focusOnArrival })} sentence={sentence} />
        </Suspense>
      ) : (
        early
      )}
      <VisuallyHidden id={sentenceId}>{sentence}</VisuallyHidden>
    </>
  );
}
