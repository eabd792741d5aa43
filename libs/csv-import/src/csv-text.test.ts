import Papa from 'papaparse';
import { neutraliseFormula, toCsvText } from './csv-text';
import { importTemplateCsv } from './import-template';
import { importColumns } from './import-columns';
import { matchImportHeaders } from './match-import-headers';
import { mapImportRow } from './map-import-row';

describe('toCsvText', () => {
  it('prefixes cells a spreadsheet would run as formulas with a quote', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+91 98765', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['Ananya', '9876543210', 'a=b', '']) expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('quotes commas, quotes and line breaks so the file reads back cell for cell', () => {
    const text = toCsvText([
      ['Line', 'Problem'],
      [2, 'Say "hi", then\nleave'],
      [3, '=1+1'],
    ]);
    expect(text).toBe('Line,Problem\r\n2,"Say ""hi"", then\nleave"\r\n3,\'=1+1\r\n');
    expect(Papa.parse<string[]>(text, { skipEmptyLines: true }).data).toEqual([
      ['Line', 'Problem'],
      ['2', 'Say "hi", then\nleave'],
      ['3', "'=1+1"],
    ]);
  });
});

describe('importTemplateCsv', () => {
  it('starts with a UTF-8 byte order mark, so Excel on Windows shows “₹” and Hindi as written', () => {
    const bytes = new TextEncoder().encode(importTemplateCsv());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(importTemplateCsv().slice(1)).toMatch(/^Full name,/);
  });

  it('is read back by a script that keeps the byte order mark in its first header', () => {
    const [headers] = Papa.parse<string[]>(importTemplateCsv().replace(/^\uFEFF/, '\uFEFF\uFEFF')).data;
    expect(headers[0].charCodeAt(0)).toBe(0xfeff);
    expect(matchImportHeaders(headers)).toMatchObject({ unknown: [], missing: [] });
  });

  it('is a file whose example member imports as it is', () => {
    const [row] = Papa.parse<Record<string, string>>(importTemplateCsv(), { header: true, skipEmptyLines: true }).data;
    expect(Object.keys(row)).toEqual(importColumns.map((c) => c.header));
    const match = matchImportHeaders(Object.keys(row));
    expect(match.unknown).toEqual([]);
    expect(mapImportRow(row, match.columns)).toMatchObject({ ok: true });
  });
});
