import type { CsvReadMessage } from './csv-read-messages';
import { IMPORT_BODY_LIMIT_BYTES } from '@matri/contracts';
import { readCsvText } from './read-csv-text';

const year = new Date().getFullYear();
const header = 'Full name,Gender,Date of birth,E-mail,Mobile,Religion,Mother tongue,Favourite colour';
const good = (n: number) =>
  `Member ${'abcdefghij'[n % 10]},Female,12/04/${year - 27},member${n}@example.in,98765${String(n).padStart(5, '0')},Hindu,Hindi,blue`;

function read(text: string, partCount = 1) {
  const messages: CsvReadMessage[] = [];
  for (let index = 0; index < partCount; index += 1)
    readCsvText(text, (message) => messages.push(message), { index, count: partCount });
  const batches = messages.filter((m) => m.type === 'rows');
  return {
    messages,
    header: messages.find((m) => m.type === 'header'),
    rows: batches.flatMap((b) => (b.chunk ? (JSON.parse(b.chunk.body) as Record<string, string>[]) : [])),
    chunkSizes: batches.map((b) => b.chunk?.rowCount ?? 0),
    lines: batches.flatMap((b) => b.lines),
    valid: messages.reduce((n, m) => n + (m.type === 'checked' ? m.valid : 0), 0),
    invalid: messages.reduce((n, m) => n + (m.type === 'checked' ? m.invalid : 0), 0),
    preview: batches.flatMap((b) => b.preview),
    problems: batches.flatMap((b) => b.problems),
    last: messages[messages.length - 1],
    dones: messages.filter((m) => m.type === 'done').length,
  };
}

describe('readCsvText', () => {
  it('keys rows by the header names, skips empty lines and numbers every row by the line it starts on', () => {
    const text = `\uFEFF${header}\r\n${good(1)}\r\n\r\n"Member, Quoted",Female,12/04/${year - 27},"member2@example.in",9876500002,Hindu,"Hin\ndi",red\r\n${good(3)}\r\n`;
    const result = read(text);
    expect(result.header).toEqual({
      type: 'header',
      headers: header.split(','),
      unknown: ['Favourite colour'],
      duplicates: [],
      missing: [],
    });
    expect(result.rows[1]).toEqual({
      'Full name': 'Member, Quoted',
      Gender: 'Female',
      'Date of birth': `12/04/${year - 27}`,
      'E-mail': 'member2@example.in',
      Mobile: '9876500002',
      Religion: 'Hindu',
      'Mother tongue': 'Hin\ndi',
      'Favourite colour': 'red',
    });
    expect(result.lines).toEqual([2, 4, 6]);
    expect(result.messages.map((m) => m.type)).toEqual(['header', 'rows', 'parsed', 'checked', 'done']);
  });

  it('reports rows with too many or too few fields and an unclosed quote by line, and does not send them', () => {
    const text = [
      header,
      good(1),
      `${good(2)},extra`,
      'Only,three,fields',
      good(4),
      `"Never closed,Female`,
      good(6),
    ].join('\n');
    const result = read(text);
    expect(result.problems.map(({ line, message }) => ({ line, message }))).toEqual([
      { line: 3, message: 'Too many fields: 9, the header has 8' },
      { line: 4, message: 'Too few fields: 3, the header has 8' },
      { line: 6, message: 'A quoted value is not closed: the rest of the file was read into this row' },
    ]);
    expect(result.lines).toEqual([2, 5]);
  });

  it('counts valid and invalid rows and previews the first ones with the problem of each cell', () => {
    const underage = `Young One,Female,${year - 16}-01-01,young@example.in,9876511111,Hindu,Hindi,green`;
    const result = read([header, good(1), underage, good(2).replace('Hindu', 'Martian')].join('\n'));
    expect([result.valid, result.invalid]).toEqual([1, 2]);
    expect(result.preview.map((p) => [p.line, p.problems])).toEqual([
      [2, []],
      [3, [{ header: 'Date of birth', message: expect.stringContaining('18'), isWarning: false }]],
      [4, [{ header: 'Religion', message: 'Unknown religion: “Martian”', isWarning: false }]],
    ]);
  });

  it('counts as the import does: a repeated e-mail or mobile is not valid, a bad optional cell is left out', () => {
    const aboutHeader = `${header},About me`;
    const repeated = good(1).replace('Member b', 'Member c').replace('9876500001', '9876500009');
    const result = read(
      [aboutHeader, `${good(1)},`, `${good(2)},Kind.`, `${repeated},`, `${good(3).replace('Hindu', 'हिंदू')},`].join(
        '\n',
      ),
    );
    expect([result.valid, result.invalid]).toEqual([3, 1]);
    expect(result.messages.reduce((n, m) => n + (m.type === 'checked' ? m.leftOut : 0), 0)).toBe(1);
    expect(result.preview.map((p) => [p.line, p.problems])).toEqual([
      [2, []],
      [3, [{ header: 'About me', message: expect.stringMatching(/^About me left out: /), isWarning: true }]],
      [4, [{ header: 'E-mail', message: 'The same e-mail as line 2 of this file', isWarning: false }]],
      [5, []],
    ]);
  });

  it('previews 50 rows and hands every row over in upload chunks of 1,000', () => {
    const text = [header, ...Array.from({ length: 4500 }, (_, i) => good(i))].join('\n');
    const result = read(text);
    expect(result.rows).toHaveLength(4500);
    expect(result.lines[4499]).toBe(4501);
    expect(result.preview).toHaveLength(50);
    expect(result.chunkSizes).toEqual([1000, 1000, 1000, 1000, 500]);
  });

  it('ends a chunk of very long rows early, so its body stays within the API’s limit', () => {
    const long = 'x'.repeat(20_000);
    const result = read([`${header},Notes`, ...Array.from({ length: 300 }, (_, i) => `${good(i)},${long}`)].join('\n'));
    expect(result.rows).toHaveLength(300);
    expect(result.chunkSizes.length).toBeGreaterThan(1);
    for (const message of result.messages)
      if (message.type === 'rows' && message.chunk)
        expect(message.chunk.body.length * 3).toBeLessThan(IMPORT_BODY_LIMIT_BYTES);
  });

  it('names the columns a file lacks, and fails an empty file', () => {
    expect(read('Name,City\nAsha,Pune\n').header).toMatchObject({
      missing: ['Gender', 'Date of birth', 'E-mail', 'Mobile', 'Religion', 'Mother tongue'],
    });
    expect(read('\n\n').last).toEqual({
      type: 'failed',
      message: 'The file is empty: its first row must hold the column names.',
    });
  });

  it('reads a file in parts to the same rows, lines, counts and problems as in one go', () => {
    const rows = Array.from({ length: 300 }, (_, i) =>
      i % 37 === 5
        ? `${good(i)},extra`
        : i % 41 === 7
          ? good(i).replace('Member', '"Member\nQuoted,').replace(',Female', '",Female')
          : good(i),
    );
    const text = [header, ...rows].join('\r\n');
    const whole = read(text);
    for (const parts of [2, 3, 4]) {
      const split = read(text, parts);
      expect([split.rows, split.lines, split.problems, split.valid, split.invalid]).toEqual([
        whole.rows,
        whole.lines,
        whole.problems,
        whole.valid,
        whole.invalid,
      ]);
      expect(split.messages.filter((m) => m.type === 'header')).toHaveLength(1);
      expect(split.dones).toBe(parts);
    }
    expect(whole.rows.some((row) => row['Full name'].includes('\n'))).toBe(true);
  });
});
