import type { CsvReadMessage } from './csv-read-messages';
import { joinParts } from './join-parts';

const rows = (line: number): CsvReadMessage => ({ type: 'rows', rows: [], lines: [line], valid: 1, invalid: 0, preview: [], problems: [] });

describe('joinParts', () => {
  it('passes rows on at once with their part, and says done once, when every part is done', () => {
    const delivered: [string, number][] = [];
    const joined = joinParts(3, (m, part) => delivered.push([m.type === 'rows' ? String(m.lines[0]) : m.type, part]));
    joined(2, rows(300));
    joined(2, { type: 'done' });
    joined(0, rows(100));
    joined(0, { type: 'done' });
    joined(1, rows(200));
    expect(delivered).toEqual([['300', 2], ['100', 0], ['200', 1]]);
    joined(1, { type: 'done' });
    expect(delivered[3]).toEqual(['done', 1]);
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
