import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  birthPlaceById,
  birthStarOf,
  labelOf,
  nakshatras,
  rashis,
  type Language,
  type MoonStar,
} from '@matri/contracts';
import { useLanguage } from '@matri/ui';
import type { FormValues } from '../../../profiles/form-values';

const ACCURACY = msg`Computed from the Moon’s position at your birth (Lahiri ayanamsa), with the time your birth place kept on that date (India ran its clocks an hour ahead in the war years). The position is good to about 0.001°, a few seconds of the Moon’s motion; a birth time a few minutes off matters more.`;

function describe(star: MoonStar, language: Language, i18n: I18n): string {
  const nakshatra = labelOf(nakshatras, star.nakshatra, language);
  const pada = star.pada;
  const rashi = labelOf(rashis, star.rashi, language).replace(/ \(.*\)$/, '');
  return i18n._(msg`${nakshatra}, pada ${pada}, ${rashi}`);
}

/** The star the birth details give, offered to the member, who may keep what their written horoscope says. */
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
  const accuracy = i18n._(ACCURACY);
  const time = String(values['birthTime'] ?? '');
  const place = birthPlaceById(String(values['birthPlace'] ?? ''));
  if (!/^\d{2}:\d{2}$/.test(time) || !place) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Add your birth time and place to see the birth star they give.</Trans> {accuracy}
      </Text>
    );
  }
  const star = birthStarOf(dateOfBirth, time, place);
  const described = describe(star, language, i18n);
  const isChosen =
    values['nakshatra'] === star.nakshatra &&
    values['nakshatraPada'] === String(star.pada) &&
    values['rashi'] === star.rashi;
  return (
    <Alert color={isChosen ? 'green' : 'blue'} title={isChosen ? t`Matches your birth details` : undefined}>
      <Stack gap="xs">
        <Text size="sm">
          {isChosen
            ? t`${described}, as your birth details give.`
            : t`From your birth details: ${described}. Use these?`}
        </Text>
        {star.isNearBoundary && (
          <Text size="sm">
            <Trans>
              The Moon was at the edge of this pada at that time: a birth time a few minutes different gives the
              neighbouring one. Check with your written horoscope.
            </Trans>
          </Text>
        )}
        {!isChosen && (
          <Button size="xs" variant="light" onClick={() => onUse(star)} w="fit-content">
            <Trans>Use these</Trans>
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {accuracy}
        </Text>
      </Stack>
    </Alert>
  );
}
