import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { IMPORT_PREVIEW_ROWS } from '@matri/contracts';
import type { HeaderReport, ParseProblem, PreviewRow, RowChunk } from './csv-read-messages';
import { readCsvInWorker } from './read-csv-in-worker';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '@matri/ui';

export interface CsvReading {
  /** reading: parsing; checking: every row read (the upload can start), counts coming; read: all counted. */
  status: 'idle' | 'reading' | 'checking' | 'read' | 'failed';
  fileName: string;
  header: HeaderReport | null;
  rowCount: number;
  valid: number;
  invalid: number;
  /** Valid rows imported without an optional field whose cell is not valid. */
  leftOut: number;
  preview: PreviewRow[];
  problems: ParseProblem[];
  failure: string | null;
}

const idle: CsvReading = {
  status: 'idle',
  fileName: '',
  header: null,
  rowCount: 0,
  valid: 0,
  invalid: 0,
  leftOut: 0,
  preview: [],
  problems: [],
  failure: null,
};

const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;

/**
 * Reads a chosen file in web workers. The rows stay in refs as upload chunks (a big file holds hundreds of thousands),
 * kept per part while the parts arrive and joined in file order when all are read; the state holds what the page
 * shows, updated once per batch.
 */
export function useCsvReading() {
  const { t } = useLingui();
  const language = useLanguage();
  const [reading, setReading] = useState<CsvReading>(idle);
  const chunks = useRef<RowChunk[]>([]);
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
      chunks.current = [];
      lines.current = [];
      if (!file) {
        setReading(idle);
        return;
      }
      if (!/\.csv$/i.test(file.name)) {
        setReading({
          ...idle,
          status: 'failed',
          fileName: file.name,
          failure: t`Choose a .csv file (in Excel or Google Sheets: Save as / Download as CSV).`,
        });
        return;
      }
      setReading({ ...idle, status: 'reading', fileName: file.name });
      const chunksOfPart: RowChunk[][] = [];
      const linesOfPart: number[][] = [];
      let rowCount = 0;
      const reader = readCsvInWorker(file, language, (message, part) => {
        if (message.type === 'header') {
          setReading((r) => ({
            ...r,
            header: {
              headers: message.headers,
              unknown: message.unknown,
              duplicates: message.duplicates,
              missing: message.missing,
            },
          }));
        } else if (message.type === 'rows') {
          if (message.chunk) (chunksOfPart[part] ??= []).push(message.chunk);
          const partLines = (linesOfPart[part] ??= []);
          for (const line of message.lines) partLines.push(line);
          rowCount += message.lines.length;
          const count = rowCount;
          // A transition lets React render the report and the preview in slices, so the page answers clicks meanwhile.
          startTransition(() =>
            setReading((r) => ({
              ...r,
              rowCount: count,
              preview: message.preview.length
                ? [...r.preview, ...message.preview].sort(byLine).slice(0, IMPORT_PREVIEW_ROWS)
                : r.preview,
              problems: message.problems.length ? [...r.problems, ...message.problems].sort(byLine) : r.problems,
            })),
          );
        } else if (message.type === 'parsed') {
          chunks.current = chunksOfPart.flatMap((part) => part ?? []);
          lines.current = linesOfPart.flatMap((part) => part ?? []);
          setReading((r) => ({ ...r, status: 'checking' }));
        } else if (message.type === 'checked') {
          startTransition(() =>
            setReading((r) => ({
              ...r,
              valid: r.valid + message.valid,
              invalid: r.invalid + message.invalid,
              leftOut: r.leftOut + message.leftOut,
            })),
          );
        } else if (message.type === 'done') {
          stopReader.current = null;
          setReading((r) => ({ ...r, status: 'read' }));
        } else {
          stopReader.current = null;
          setReading((r) => ({ ...r, status: 'failed', rowCount: 0, failure: message.message }));
        }
      });
      stopReader.current = reader.stop;
    },
    [stop, t, language],
  );

  return { reading, chunks, lines, read };
}
