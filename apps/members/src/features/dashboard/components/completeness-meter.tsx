import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Progress.css';
import { Progress, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { completenessParts, labelOf, type Completeness } from '@matri/contracts';
import { useLanguage } from '@matri/ui';

/** How complete the profile is, and by name what is still missing. */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { percent, missing } = completeness;
  const toAdd = missing.map((m) => labelOf(completenessParts, m.key, language)).join(', ');
  return (
    <div>
      <Text fw={600} id="completeness-label">
        <Trans>Profile {percent}% complete</Trans>
      </Text>
      <Progress.Root size="lg" radius="xl" my="xs">
        <Progress.Section value={percent} aria-labelledby="completeness-label" />
      </Progress.Root>
      <Text size="sm" c="dimmed">
        {missing.length === 0
          ? t`Your profile is complete. Complete profiles get the most interest.`
          : t`Still to add: ${toAdd}.`}
      </Text>
    </div>
  );
}
