import Papa from 'papaparse';

export type CsvRow = Record<string, string>;

/** Spec section 5: the first row is the header, each row an object keyed by header names, empty lines skipped. */
export function parseCsvFile(file: File): Promise<CsvRow[]> {
  return new Promise((resolve, reject) => {
    Papa.parse<CsvRow>(file, {
      header: true,
      skipEmptyLines: true,
      complete: (result) => resolve(result.data),
      error: (error) => reject(error),
    });
  });
}
