import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { importSummaryMessage } from '@matri/csv-import';
import type { UploadOutcome } from '../upload/upload-in-chunks';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const n = (count: number) => count.toLocaleString('en-IN');
/** Fields left out listed on the page. */
const LEFT_OUT_SHOWN = 20;

/**
 * How an upload ended, in the words of the API's own summary, with the way to the rows that were not imported and
 * the fields left out of rows that were.
 */
export function ImportResult({
  outcome,
  totalRows,
  unreadLines,
  lineOfRow,
  onDownloadFailed,
}: {
  outcome: UploadOutcome;
  totalRows: number;
  unreadLines: number;
  /** The file's line of a row sent (1 = the first row sent). */
  lineOfRow: (row: number) => number;
  onDownloadFailed: () => void;
}) {
  const notImported = new Set(outcome.failures.map((f) => f.row)).size;
  const withFieldsLeftOut = new Set(outcome.warnings.map((w) => w.row)).size;
  const isComplete = !outcome.cancelled && !outcome.stoppedBecause;
  const { t } = useLingui();
  const unreadNote = plural(unreadLines, {
    one: '# line of the file could not be read and was not sent.',
    other: '# lines of the file could not be read and were not sent.',
  });
  const title = outcome.cancelled
    ? t`Upload cancelled`
    : outcome.stoppedBecause
      ? t`Upload stopped`
      : t`Upload finished`;
  const color = !isComplete ? 'red' : notImported + unreadLines > 0 ? 'yellow' : 'green';
  return (
    <Alert color={color} title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm">
          {importSummaryMessage(
            outcome.sentRows,
            { ...outcome, notImported, withFieldsLeftOut },
            outcome.unknownHeaders,
          )}
        </Text>
        {outcome.warnings.length > 0 && (
          <List size="sm" aria-label={t`Fields left out`}>
            {outcome.warnings.slice(0, LEFT_OUT_SHOWN).map((warning) => (
              <List.Item key={`${warning.row}-${warning.field}`}>
                {t`Line ${lineOfRow(warning.row)}: ${warning.message}`}
              </List.Item>
            ))}
          </List>
        )}
        {outcome.warnings.length > LEFT_OUT_SHOWN && (
          <Text size="sm">{t`And ${n(outcome.warnings.length - LEFT_OUT_SHOWN)} more fields left out.`}</Text>
        )}
        {!isComplete && (
          <Text size="sm">
            {outcome.stoppedBecause ? `${outcome.stoppedBecause} ` : ''}
            {t`${n(outcome.sentRows)} of ${n(totalRows)} rows were sent and stay imported. Upload the file again to finish: rows already imported come back unchanged.`}
          </Text>
        )}
        {unreadLines > 0 && <Text size="sm">{unreadNote}</Text>}
        {notImported + unreadLines > 0 && (
          <Button size="xs" variant="white" color="dark" onClick={onDownloadFailed} style={{ alignSelf: 'flex-start' }}>
            <Trans>Download the rows not imported</Trans>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
