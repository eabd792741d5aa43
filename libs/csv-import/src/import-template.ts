import { toCsvFileText } from './csv-text';
import { importColumns } from './import-columns';

export const IMPORT_TEMPLATE_FILE_NAME = 'member-import-template.csv';

/** The downloadable template: the header row and one example member. */
export function importTemplateCsv(): string {
  return toCsvFileText([importColumns.map((c) => c.header), importColumns.map((c) => c.example)]);
}
