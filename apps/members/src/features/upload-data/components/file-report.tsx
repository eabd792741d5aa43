import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, List, Stack, Text } from '@mantine/core';
import type { CsvReading } from '../csv/use-csv-reading';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** Problems listed on the page; the error file holds them all. */
const PROBLEMS_SHOWN = 20;
const n = (count: number) => count.toLocaleString('en-IN');

/** What reading the file found: its rows, valid and not, the columns it lacks or that are unknown, and broken lines. */
export function FileReport({ reading }: { reading: CsvReading }) {
  const { t } = useLingui();
  const { header, problems } = reading;
  const unreadTitle = plural(problems.length, { one: '# line could not be read', other: '# lines could not be read' });
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {reading.status === 'reading'
          ? t`Reading ${reading.fileName}: ${n(reading.rowCount)} rows so far…`
          : reading.status === 'checking'
            ? plural(reading.rowCount, {
                one: `# row read; checking it against the import rules: ${n(reading.valid + reading.invalid)} checked…`,
                other: `# rows read; checking them against the import rules: ${n(reading.valid + reading.invalid)} checked…`,
              })
            : plural(reading.rowCount, {
                one: `# row ready to upload: ${n(reading.valid)} valid, ${n(reading.invalid)} with problems.`,
                other: `# rows ready to upload: ${n(reading.valid)} valid, ${n(reading.invalid)} with problems.`,
              })}
      </Text>
      {reading.status === 'read' && reading.leftOut > 0 && (
        <Text size="sm">
          {plural(reading.leftOut, {
            one: `# valid row has an optional cell that is not valid: it is imported without that field (see the preview).`,
            other: `# valid rows have an optional cell that is not valid: they are imported without that field (see the preview).`,
          })}
        </Text>
      )}
      {header && header.missing.length > 0 && (
        <Alert color="red" title={t`Required columns missing`}>
          {t`The file has no column for ${header.missing.join(', ')}. No row can be imported without them: add the columns (see the template) and choose the file again.`}
        </Alert>
      )}
      {header && (header.unknown.length > 0 || header.duplicates.length > 0) && (
        <Alert color="yellow" title={t`Columns that are not imported`}>
          {header.unknown.length > 0 && (
            <Text size="sm">{t`Not in the template, ignored: ${header.unknown.join(', ')}.`}</Text>
          )}
          {header.duplicates.length > 0 && (
            <Text size="sm">{t`Repeating a field of an earlier column, ignored: ${header.duplicates.join(', ')}.`}</Text>
          )}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="red" title={unreadTitle}>
          <Text size="sm" mb="xs">
            <Trans>These lines are not uploaded. Upload the other rows now, or fix the file and choose it again.</Trans>
          </Text>
          <List size="sm" aria-label={t`Lines that could not be read`}>
            {problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
              <List.Item key={problem.line}>{t`Line ${problem.line}: ${problem.message}`}</List.Item>
            ))}
          </List>
          {problems.length > PROBLEMS_SHOWN && (
            <Text size="sm" mt="xs">
              {t`And ${n(problems.length - PROBLEMS_SHOWN)} more; the file of rows not imported lists them all.`}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
