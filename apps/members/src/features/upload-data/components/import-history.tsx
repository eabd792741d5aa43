import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import { Table, Text } from '@mantine/core';
import type { ImportJson } from '@matri/contracts';

const n = (count: number) => count.toLocaleString('en-IN');
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Every import: who ran it, when, which file, and how its rows ended. */
export function ImportHistory({ imports }: { imports: readonly ImportJson[] }) {
  if (imports.length === 0) return <Text c="dimmed">No imports yet.</Text>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table fz="sm" striped withTableBorder aria-label="Import history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">By</Table.Th>
            <Table.Th scope="col">Rows</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col">Updated</Table.Th>
            <Table.Th scope="col">Unchanged</Table.Th>
            <Table.Th scope="col">Not imported</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{when(row.createdAt)}</Table.Td>
              <Table.Th scope="row">{row.fileName}</Table.Th>
              <Table.Td>
                {row.startedBy}
                {row.apiToken ? ` (token “${row.apiToken}”)` : ''}
              </Table.Td>
              <Table.Td>{n(row.totalRows)}</Table.Td>
              <Table.Td>{n(row.created)}</Table.Td>
              <Table.Td>{n(row.updated)}</Table.Td>
              <Table.Td>{n(row.unchanged)}</Table.Td>
              <Table.Td>{n(row.failed)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
