import { say } from '@matri/contracts';

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Rows not imported (a row with several problems counts once). */
  notImported: number;
  /** Rows imported without an optional field whose cell was not valid. */
  withFieldsLeftOut?: number;
}

const n = (count: number) => count.toLocaleString('en-IN');

/** The sentence an import ends with, for one request (the API's message) or a whole file (the page's alert). */
export function importSummaryMessage(
  rowCount: number,
  counts: ImportCounts,
  unknownHeaders: readonly string[] = [],
): string {
  const parts = [
    say({
      en: `${n(rowCount)} ${rowCount === 1 ? 'row' : 'rows'}: ${n(counts.created)} created, ${n(counts.updated)} updated, ${n(counts.unchanged)} unchanged, ${n(counts.notImported)} not imported.`,
      hi: `${n(rowCount)} ${rowCount === 1 ? 'पंक्ति' : 'पंक्तियाँ'}: ${n(counts.created)} नई बनीं, ${n(counts.updated)} बदलीं, ${n(counts.unchanged)} जैसी थीं वैसी रहीं, ${n(counts.notImported)} इम्पोर्ट नहीं हुईं।`,
    }),
  ];
  const leftOut = counts.withFieldsLeftOut ?? 0;
  if (leftOut > 0)
    parts.push(
      say({
        en: `${n(leftOut)} ${leftOut === 1 ? 'row was' : 'rows were'} imported without a field whose cell was not valid.`,
        hi: `${n(leftOut)} ${leftOut === 1 ? 'पंक्ति' : 'पंक्तियाँ'} उस ख़ाने के बिना इम्पोर्ट ${leftOut === 1 ? 'हुई' : 'हुईं'} जो सही नहीं था।`,
      }),
    );
  if (unknownHeaders.length)
    parts.push(
      say({
        en: `Columns ignored (not in the template): ${unknownHeaders.join(', ')}.`,
        hi: `ये कॉलम छोड़ दिए गए (टेम्पलेट में नहीं हैं): ${unknownHeaders.join(', ')}।`,
      }),
    );
  return parts.join(' ');
}
