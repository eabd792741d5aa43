import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import { Button, Table, Text } from '@mantine/core';
import { IMPORT_TEMPLATE_FILE_NAME, importColumns, importTemplateCsv } from '@matri/csv-import';
import { memo } from 'react';
import { useLanguage } from '@matri/ui';
import { saveFile } from '../../../components/save-file';
import { Trans, useLingui } from '@lingui/react/macro';

/** The template to fill in, and what each of its columns takes (memoised: it never changes while a file is read). */
export const ImportTemplate = memo(function ImportTemplate() {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <details>
      <summary>
        <Text span fw={600}>
          <Trans>The CSV template and its columns</Trans>
        </Text>
      </summary>
      <Text size="sm" my="xs">
        <Trans>
          Column names match whatever their case and spacing. Choices match their labels or values in any case (“hindu”,
          “ Hindu ”). Imported members get an e-mail to set their password; a member who has set one keeps their own
          profile.
        </Trans>
      </Text>
      <Button
        variant="light"
        size="xs"
        mb="xs"
        onClick={() =>
          saveFile(new Blob([importTemplateCsv()], { type: 'text/csv;charset=utf-8' }), IMPORT_TEMPLATE_FILE_NAME)
        }
      >
        <Trans>Download the template</Trans>
      </Button>
      <div style={{ overflowX: 'auto' }}>
        <Table fz="xs" withTableBorder aria-label={t`Template columns`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Column</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Required</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>What it takes</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Example</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {importColumns.map((column) => (
              <Table.Tr key={column.field}>
                <Table.Th scope="row">{column.header}</Table.Th>
                <Table.Td>{column.isRequired ? t`Yes` : t`No`}</Table.Td>
                <Table.Td>
                  {column.description[language]}
                  {column.aliases?.length ? ` ${t`(also read from: ${column.aliases.join(', ')})`}` : ''}
                </Table.Td>
                <Table.Td>{column.example}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </details>
  );
});
