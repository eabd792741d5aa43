import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MONEY_REQUEST_WARNING } from '@matri/contracts';
import { useLanguage } from '@matri/ui';

/**
 * The warning above a received text that asks for money (a message, an interest's message), with the way to report
 * the sender for it.
 */
export function MoneyRequestWarning({ onReport, maw }: { onReport: () => void; maw?: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <Alert color="red" variant="light" title={t`Be careful`} maw={maw}>
      <Text size="sm">{MONEY_REQUEST_WARNING[language]}</Text>
      <Button size="xs" color="red" variant="outline" mt="xs" onClick={onReport}>
        <Trans>Report</Trans>
      </Button>
    </Alert>
  );
}
