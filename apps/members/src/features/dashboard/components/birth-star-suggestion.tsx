import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  birthPlaceById,
  labelOf,
  nakshatras,
  rashis,
  type Language,
  type MoonStar,
  type Nakshatra,
  type Rashi,
} from '@matri/contracts';
import { birthStarOf, type BirthStar } from '@matri/horoscope';
import { useLanguage } from '@matri/ui';
import type { FormValues } from '../../../profiles/form-values';

/** What the family wrote in the star, pada and sign fields, each part only where given. */
interface Entered {
  nakshatra: Nakshatra | null;
  pada: number | null;
  rashi: Rashi | null;
}

function enteredIn(values: FormValues): Entered {
  const text = (name: string) => String(values[name] ?? '') || null;
  return {
    nakshatra: text('nakshatra') as Nakshatra | null,
    pada: text('nakshatraPada') === null ? null : Number(text('nakshatraPada')),
    rashi: text('rashi') as Rashi | null,
  };
}

const signName = (rashi: Rashi, language: Language) => labelOf(rashis, rashi, language).replace(/ \(.*\)$/, '');

function describe(star: Entered, language: Language, i18n: I18n): string {
  const pada = star.pada;
  const parts = [
    star.nakshatra && labelOf(nakshatras, star.nakshatra, language),
    pada !== null && i18n._(msg`pada ${pada}`),
    star.rashi && signName(star.rashi, language),
  ];
  return parts.filter(Boolean).join(', ');
}

/** The parts the family gave that the calculation does not bear out, named as a family would. */
function differingParts(entered: Entered, star: BirthStar, i18n: I18n): string[] {
  return [
    entered.nakshatra !== null && entered.nakshatra !== star.nakshatra && i18n._(msg`the birth star`),
    entered.pada !== null && entered.pada !== star.pada && i18n._(msg`the pada`),
    entered.rashi !== null && entered.rashi !== star.rashi && i18n._(msg`the moon sign`),
  ].filter((part): part is string => typeof part === 'string');
}

/** How the star is worked out, for those who ask: the terms an astrologer would check, and the clock of that date. */
function Details({ star }: { star: BirthStar }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Stack gap={4}>
      <Button
        size="compact-xs"
        variant="subtle"
        w="fit-content"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
      >
        {isOpen ? <Trans>Hide details</Trans> : <Trans>Details</Trans>}
      </Button>
      {isOpen && (
        <Text size="xs" c="dimmed">
          <Trans>
            Calculated from the Moon’s position at the birth time and place, with the Lahiri ayanamsa most Indian
            almanacs use. The position is good to about 0.001°, a few seconds of the Moon’s motion; a birth time a few
            minutes off matters more.
          </Trans>{' '}
          {star.isClockUnlikeToday && (
            <Trans>
              On that date the clocks at the birth place did not keep today’s time (India’s ran an hour ahead in the
              Second World War): we went by the time the clocks showed then.
            </Trans>
          )}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The star the birth details give, offered to the member. Where the family entered another, both are named with what
 * differs and why it can, and the member picks which to keep: a written horoscope may rest on a more exact time.
 */
export function BirthStarSuggestion({
  dateOfBirth,
  values,
  onUse,
}: {
  dateOfBirth: string;
  values: FormValues;
  onUse: (star: MoonStar) => void;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [keptAsEntered, setKeptAsEntered] = useState<string | null>(null);
  const time = String(values['birthTime'] ?? '');
  const place = birthPlaceById(String(values['birthPlace'] ?? ''));
  if (!/^\d{2}:\d{2}$/.test(time) || !place) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Add the birth time and place, and we will calculate the birth star from them.</Trans>
      </Text>
    );
  }
  const star = birthStarOf(dateOfBirth, time, place);
  const described = describe(star, language, i18n);
  const entered = enteredIn(values);
  const isChosen = entered.nakshatra === star.nakshatra && entered.pada === star.pada && entered.rashi === star.rashi;
  const differs = differingParts(entered, star, i18n);
  const yours = describe(entered, language, i18n);
  // Kept for this pair only: a new time or place, or another entry, asks again.
  const pair = `${described}|${yours}`;
  if (keptAsEntered === pair && differs.length > 0) return null;
  const what = differs.join(', ');
  return (
    <Alert color={isChosen ? 'green' : 'blue'} title={isChosen ? t`Matches your birth details` : undefined}>
      <Stack gap="xs">
        {isChosen ? (
          <Text size="sm">{t`${described}, as your birth details give.`}</Text>
        ) : differs.length > 0 ? (
          <>
            <Text size="sm">
              {t`We calculated ${described} from the birth details; you entered ${yours}. Which should we keep?`}
            </Text>
            <Text size="sm">{t`What differs: ${what}.`}</Text>
            <Text size="sm">
              <Trans>
                They can differ when the birth time or place is approximate, or when your horoscope was worked out
                another way. If the birth time is exact, the calculated one is likely right; if not, keep what your
                written horoscope says.
              </Trans>
            </Text>
          </>
        ) : (
          <Text size="sm">{t`We calculated ${described} from the birth details. Use it?`}</Text>
        )}
        {star.isNearBoundary && (
          <Text size="sm">
            <Trans>
              The Moon was at the edge of this pada at that time: a birth time a few minutes different gives the
              neighbouring one. Check with your written horoscope.
            </Trans>
          </Text>
        )}
        {!isChosen && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => onUse(star)}>
              {differs.length > 0 ? t`Use the calculated one` : t`Use it`}
            </Button>
            {differs.length > 0 && (
              <Button size="xs" variant="default" onClick={() => setKeptAsEntered(pair)}>
                <Trans>Keep what I entered</Trans>
              </Button>
            )}
          </Group>
        )}
        <Details star={star} />
      </Stack>
    </Alert>
  );
}
