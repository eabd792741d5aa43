import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import { Table, Text } from '@mantine/core';
import type { HeaderReport, PreviewRow } from '../csv/csv-read-messages';

/** The first rows as the file holds them, each problem under its cell, so mistakes show before anything is sent. */
export function ImportPreview({ header, rows }: { header: HeaderReport; rows: readonly PreviewRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table withTableBorder withColumnBorders striped fz="xs" aria-label={`Preview of the first ${rows.length} rows`} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line</Table.Th>
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
                  return (
                    <Table.Td key={`${h}-${index}`} bg={problem ? 'var(--mantine-color-red-light)' : undefined}>
                      <Text size="xs" truncate="end" maw={240}>
                        {row.cells[h]}
                      </Text>
                      {problem && (
                        <Text size="xs" c="red" fw={600} style={{ whiteSpace: 'normal', minWidth: 160 }}>
                          {problem.message}
                        </Text>
                      )}
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
}
