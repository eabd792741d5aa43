import { importColumns, type ImportColumn } from './import-columns';

/** "Date of Birth", " date_of_birth " and "DATE-OF-BIRTH" are one header. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const columnByKey = new Map<string, ImportColumn>(
  importColumns.flatMap((column) =>
    [column.header, ...(column.aliases ?? [])].map((name) => [headerKey(name), column] as const),
  ),
);

export interface HeaderMatch {
  /** The file's header name for each field it provides. */
  columns: { header: string; column: ImportColumn }[];
  /** Headers the template does not know: reported, their cells ignored. */
  unknown: string[];
  /** Required fields no header provides: no row can be imported until the file has them. */
  missing: ImportColumn[];
  /** Fields two headers provide: the first is used, the others reported. */
  duplicates: string[];
}

/** Matches a file's headers to the template's fields. */
export function matchImportHeaders(headers: readonly string[]): HeaderMatch {
  const match: HeaderMatch = { columns: [], unknown: [], missing: [], duplicates: [] };
  const seen = new Set<string>();
  for (const header of headers) {
    const column = columnByKey.get(headerKey(header));
    if (!column) {
      if (header.trim()) match.unknown.push(header);
    } else if (seen.has(column.field)) match.duplicates.push(header);
    else {
      seen.add(column.field);
      match.columns.push({ header, column });
    }
  }
  match.missing = importColumns.filter((c) => c.isRequired && !seen.has(c.field));
  return match;
}
