import type { CsvReadMessage } from './csv-read-messages';
import { joinParts } from './join-parts';

const rows = (line: number): CsvReadMessage => ({
  type: 'rows',
  chunk: null,
  lines: [line],
  preview: [],
  problems: [],
});

describe('joinParts', () => {
  it('passes rows on at once with their part, and says parsed and done once, when every part has', () => {
    const delivered: [string, number][] = [];
    const joined = joinParts(3, (m, part) => delivered.push([m.type === 'rows' ? String(m.lines[0]) : m.type, part]));
    joined(2, rows(300));
    joined(2, { type: 'parsed' });
    joined(0, rows(100));
    joined(0, { type: 'parsed' });
    joined(1, rows(200));
    expect(delivered).toEqual([
      ['300', 2],
      ['100', 0],
      ['200', 1],
    ]);
    joined(1, { type: 'parsed' });
    joined(1, { type: 'checked', valid: 1, invalid: 0, leftOut: 0 });
    for (const part of [0, 1, 2]) joined(part, { type: 'done' });
    expect(delivered.slice(3)).toEqual([
      ['parsed', 1],
      ['checked', 1],
      ['done', 2],
    ]);
  });

  it('ends everything at the first failure, whichever part it comes from', () => {
    const delivered: string[] = [];
    const joined = joinParts(2, (m) => delivered.push(m.type));
    joined(1, { type: 'failed', message: 'Unreadable' });
    joined(0, rows(100));
    joined(0, { type: 'done' });
    expect(delivered).toEqual(['failed']);
  });
});
