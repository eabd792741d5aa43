export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Rows not imported (a row with several problems counts once). */
  notImported: number;
}

const n = (count: number) => count.toLocaleString('en-IN');

/** The sentence an import ends with, for one request (the API's message) or a whole file (the page's alert). */
export function importSummaryMessage(
  rowCount: number,
  counts: ImportCounts,
  unknownHeaders: readonly string[] = [],
): string {
  const parts = [
    `${n(rowCount)} ${rowCount === 1 ? 'row' : 'rows'}: ${n(counts.created)} created, ${n(counts.updated)} updated, ${n(counts.unchanged)} unchanged, ${n(counts.notImported)} not imported.`,
  ];
  if (unknownHeaders.length) parts.push(`Columns ignored (not in the template): ${unknownHeaders.join(', ')}.`);
  return parts.join(' ');
}
