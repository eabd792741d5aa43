import { Box, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatLocalDay, formatLocalTime, type Language } from '@matri/contracts';
import { useLanguage } from '@matri/ui';
import { forgetOfflineCopies, useKeptCopySentAt, useOfflineCopySentAt } from '../../session/offline-copies';

/** "10:30 am" for a copy of today, "25 Nov 2026, 10:30 am" for an older one, in the language being read. */
export function formatCopyTime(sentAt: Date, language: Language, now = new Date()): string {
  const time = formatLocalTime(sentAt);
  return sentAt.toDateString() === now.toDateString() ? time : `${formatLocalDay(sentAt, language)}, ${time}`;
}

/**
 * Says that the page shows the service worker's copies of the member's data, and from when: while the network is gone
 * (docs/spec.md section 2 never refetches on its own, so the member must know they read an older page), and while a
 * repeat visit's fresh answers are still coming.
 */
export function OfflineNotice() {
  const { t } = useLingui();
  const language = useLanguage();
  const offlineSentAt = useOfflineCopySentAt();
  const keptSentAt = useKeptCopySentAt();
  useEffect(() => {
    window.addEventListener('online', forgetOfflineCopies);
    return () => window.removeEventListener('online', forgetOfflineCopies);
  }, []);
  const sentAt = offlineSentAt ?? keptSentAt;
  if (!sentAt) return null;
  const time = formatCopyTime(sentAt, language);
  return (
    <Box
      role="status"
      bg="yellow.1"
      c="dark.9"
      px="md"
      py="xs"
      mb="md"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text size="sm">
        {offlineSentAt
          ? t`You are offline — showing what you saw last at ${time}`
          : t`Updating — showing what you saw last at ${time}`}
      </Text>
    </Box>
  );
}
