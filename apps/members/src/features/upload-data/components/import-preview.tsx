import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import { Table, Text } from '@mantine/core';
import { memo } from 'react';
import type { HeaderReport, PreviewRow } from '../csv/csv-read-messages';
import { Trans, useLingui } from '@lingui/react/macro';

// Plain elements, not <Text>: a thousand styled components make the first render of a big file's preview slow.
const cellStyle = { maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const problemStyle = {
  color: 'var(--mantine-color-red-text)',
  fontWeight: 600,
  whiteSpace: 'normal',
  minWidth: 160,
} as const;
const warningStyle = { ...problemStyle, color: 'var(--mantine-color-text)' } as const;

/**
 * The first rows as the file holds them, each problem under its cell, so mistakes show before anything is sent: in
 * red what keeps a row out, in yellow an optional field the row is imported without.
 * Memoised: the page re-renders for every batch of a big file, and a table of a thousand cells each time blocks it.
 */
export const ImportPreview = memo(function ImportPreview({
  header,
  rows,
}: {
  header: HeaderReport;
  rows: readonly PreviewRow[];
}) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table
        withTableBorder
        withColumnBorders
        striped
        fz="xs"
        aria-label={t`Preview of the first ${rows.length} rows`}
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Line</Trans>
            </Table.Th>
            {header.headers.map((h, index) => (
              <Table.Th key={`${h}-${index}`} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const rowProblems = row.problems.filter((p) => p.header === null);
            return (
              <Table.Tr key={row.line}>
                <Table.Th scope="row">
                  {row.line}
                  {rowProblems.map((p) => (
                    <Text key={p.message} size="xs" c="red">
                      {p.message}
                    </Text>
                  ))}
                </Table.Th>
                {header.headers.map((h, index) => {
                  const problem = row.problems.find((p) => p.header === h);
                  const background = problem
                    ? `var(--mantine-color-${problem.isWarning ? 'yellow' : 'red'}-light)`
                    : undefined;
                  return (
                    <Table.Td key={`${h}-${index}`} bg={background}>
                      <div style={cellStyle}>{row.cells[h]}</div>
                      {problem && <div style={problem.isWarning ? warningStyle : problemStyle}>{problem.message}</div>}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
});
