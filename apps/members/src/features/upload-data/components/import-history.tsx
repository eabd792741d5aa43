import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import { Table, Text } from '@mantine/core';
import type { ImportJson } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '@matri/ui';

const n = (count: number) => count.toLocaleString('en-IN');
const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Every import: who ran it, when, which file, and how its rows ended. */
export function ImportHistory({ imports }: { imports: readonly ImportJson[] }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  if (imports.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No imports yet.</Trans>
      </Text>
    );
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table fz="sm" striped withTableBorder aria-label={t`Import history`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>When</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>File</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>By</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Rows</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Created</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Updated</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Unchanged</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Not imported</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{when(row.createdAt, locale)}</Table.Td>
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
