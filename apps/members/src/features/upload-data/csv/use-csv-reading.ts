import { useCallback, useEffect, useRef, useState } from 'react';
import type { CsvRow, HeaderReport, ParseProblem, PreviewRow } from './csv-read-messages';
import { readCsvInWorker } from './read-csv-in-worker';

export interface CsvReading {
  status: 'idle' | 'reading' | 'read' | 'failed';
  fileName: string;
  header: HeaderReport | null;
  rowCount: number;
  valid: number;
  invalid: number;
  preview: PreviewRow[];
  problems: ParseProblem[];
  failure: string | null;
}

const idle: CsvReading = { status: 'idle', fileName: '', header: null, rowCount: 0, valid: 0, invalid: 0, preview: [], problems: [], failure: null };

/**
 * Reads a chosen file in a web worker. The rows themselves stay in refs (a big file holds hundreds of thousands);
 * the state holds what the page shows, updated once per batch.
 */
export function useCsvReading() {
  const [reading, setReading] = useState<CsvReading>(idle);
  const rows = useRef<CsvRow[]>([]);
  const lines = useRef<number[]>([]);
  const stopReader = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopReader.current?.();
    stopReader.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const read = useCallback(
    (file: File | null) => {
      stop();
      rows.current = [];
      lines.current = [];
      if (!file) {
        setReading(idle);
        return;
      }
      if (!/\.csv$/i.test(file.name)) {
        setReading({ ...idle, status: 'failed', fileName: file.name, failure: 'Choose a .csv file (in Excel or Google Sheets: Save as / Download as CSV).' });
        return;
      }
      setReading({ ...idle, status: 'reading', fileName: file.name });
      const reader = readCsvInWorker(file, (message) => {
        if (message.type === 'header') {
          setReading((r) => ({ ...r, header: { headers: message.headers, unknown: message.unknown, duplicates: message.duplicates, missing: message.missing } }));
        } else if (message.type === 'rows') {
          for (const row of message.rows) rows.current.push(row);
          for (const line of message.lines) lines.current.push(line);
          setReading((r) => ({
            ...r,
            rowCount: rows.current.length,
            valid: r.valid + message.valid,
            invalid: r.invalid + message.invalid,
            preview: message.preview.length ? [...r.preview, ...message.preview] : r.preview,
            problems: message.problems.length ? [...r.problems, ...message.problems] : r.problems,
          }));
        } else if (message.type === 'done') {
          stopReader.current = null;
          setReading((r) => ({ ...r, status: 'read' }));
        } else {
          stopReader.current = null;
          rows.current = [];
          lines.current = [];
          setReading((r) => ({ ...r, status: 'failed', rowCount: 0, failure: message.message }));
        }
      });
      stopReader.current = reader.stop;
    },
    [stop],
  );

  return { reading, rows, lines, read };
}
