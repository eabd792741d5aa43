import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONTACT_FROM_STRANGER_WARNING,
  MONEY_REQUEST_WARNING,
  type ReceivedTextWarning,
  type ReportReason,
} from '@matri/contracts';
import { useLanguage } from '@matri/ui';

const WARNINGS = {
  'money-request': MONEY_REQUEST_WARNING,
  'contact-from-stranger': CONTACT_FROM_STRANGER_WARNING,
} as const satisfies Record<ReceivedTextWarning, unknown>;

/** The reason a report from a warning starts with: a member sharing contact details early has no reason of its own. */
export function reportReasonOf(kind: ReceivedTextWarning): ReportReason {
  return kind === 'money-request' ? 'asking-for-money' : 'other';
}

/**
 * The warning above a received text (a message, an interest's message) that asks for money or shares contact details
 * before we are connected, with the way to report the sender for it.
 */
export function ReceivedTextWarning({
  kind,
  onReport,
  maw,
}: {
  kind: ReceivedTextWarning;
  onReport: () => void;
  maw?: string;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <Alert color="red" variant="light" title={t`Be careful`} maw={maw}>
      <Text size="sm">{WARNINGS[kind][language]}</Text>
      <Button size="xs" color="red" variant="outline" mt="xs" onClick={onReport}>
        <Trans>Report</Trans>
      </Button>
    </Alert>
  );
}
