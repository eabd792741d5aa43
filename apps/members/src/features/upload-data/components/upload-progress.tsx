import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { UploadProgress as Progressed } from '../upload/upload-in-chunks';
import { Trans, useLingui } from '@lingui/react/macro';

const n = (count: number) => count.toLocaleString('en-IN');

function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Rows sent of the total, time taken and rows per second, ticking every second while chunks are on their way. */
export function UploadProgress({
  progress,
  startedAt,
  onCancel,
  isCancelling,
}: {
  progress: Progressed;
  startedAt: number;
  onCancel: () => void;
  isCancelling: boolean;
}) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(now, Date.now()) - startedAt;
  const rate = elapsed > 0 ? Math.round((progress.sentRows / elapsed) * 1000) : 0;
  const percent = progress.totalRows ? (progress.sentRows / progress.totalRows) * 100 : 0;
  return (
    <Stack gap={6}>
      <Progress value={percent} size="lg" animated aria-label={t`Upload progress`} />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          {t`Sent ${n(progress.sentRows)} of ${n(progress.totalRows)} rows · ${clock(elapsed)} elapsed · ${n(rate)} rows/s`}
        </Text>
        <Button size="xs" variant="default" onClick={onCancel} loading={isCancelling}>
          <Trans>Cancel upload</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
