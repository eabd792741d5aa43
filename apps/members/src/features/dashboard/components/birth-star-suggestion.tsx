import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { birthPlaceById, birthStarOf, labelOf, nakshatras, rashis, type MoonStar } from '@matri/contracts';
import type { FormValues } from '../../../profiles/form-values';

const ACCURACY =
  'Computed from the Moon’s position at your birth (Lahiri ayanamsa), with the time your birth place kept on that date (India ran its clocks an hour ahead in the war years). The position is good to about 0.001°, a few seconds of the Moon’s motion; a birth time a few minutes off matters more.';

const describe = (star: MoonStar) =>
  `${labelOf(nakshatras, star.nakshatra)}, pada ${star.pada}, ${labelOf(rashis, star.rashi).replace(/ \(.*\)$/, '')}`;

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
  const time = String(values['birthTime'] ?? '');
  const place = birthPlaceById(String(values['birthPlace'] ?? ''));
  if (!/^\d{2}:\d{2}$/.test(time) || !place) {
    return (
      <Text size="sm" c="dimmed">
        Add your birth time and place to see the birth star they give. {ACCURACY}
      </Text>
    );
  }
  const star = birthStarOf(dateOfBirth, time, place);
  const isChosen =
    values['nakshatra'] === star.nakshatra &&
    values['nakshatraPada'] === String(star.pada) &&
    values['rashi'] === star.rashi;
  return (
    <Alert color={isChosen ? 'green' : 'blue'} title={isChosen ? 'Matches your birth details' : undefined}>
      <Stack gap="xs">
        <Text size="sm">
          {isChosen
            ? `${describe(star)}, as your birth details give.`
            : `From your birth details: ${describe(star)}. Use these?`}
        </Text>
        {star.isNearBoundary && (
          <Text size="sm">
            The Moon was at the edge of this pada at that time: a birth time a few minutes different gives the
            neighbouring one. Check with your written horoscope.
          </Text>
        )}
        {!isChosen && (
          <Button size="xs" variant="light" onClick={() => onUse(star)} w="fit-content">
            Use these
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {ACCURACY}
        </Text>
      </Stack>
    </Alert>
  );
}
