import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Progress.css';
import { Progress, Text } from '@mantine/core';
import type { Completeness } from '@matri/contracts';

/** How complete the profile is, and by name what is still missing. */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const { percent, missing } = completeness;
  return (
    <div>
      <Text fw={600} id="completeness-label">
        Profile {percent}% complete
      </Text>
      <Progress.Root size="lg" radius="xl" my="xs">
        <Progress.Section value={percent} aria-labelledby="completeness-label" />
      </Progress.Root>
      <Text size="sm" c="dimmed">
        {missing.length === 0
          ? 'Your profile is complete. Complete profiles get the most interest.'
          : `Still to add: ${missing.map((m) => m.label).join(', ')}.`}
      </Text>
    </div>
  );
}
