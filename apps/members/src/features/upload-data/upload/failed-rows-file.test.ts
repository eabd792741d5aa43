import Papa from 'papaparse';
import { toJsonText } from '@matri/contracts';
import { failedRowsCsv, failedRowsFileName } from './failed-rows-file';

describe('failedRowsCsv', () => {
  it('lists parse problems and refused rows by line, with the file’s cells and every reason, safe to open in a spreadsheet', () => {
    const text = failedRowsCsv({
      headers: ['Full name', 'Mobile'],
      chunks: [
        { body: toJsonText([{ 'Full name': 'Asha', Mobile: '9876543210' }]), rowCount: 1 },
        {
          body: toJsonText([{ 'Full name': '=HYPERLINK("http://evil.example")', Mobile: '+91 12345' }]),
          rowCount: 1,
        },
      ],
      lines: [2, 4],
      failures: [
        { row: 2, field: 'fullName', message: 'Use letters only' },
        { row: 2, field: 'mobile', message: 'Enter a 10-digit Indian mobile number' },
      ],
      problems: [{ line: 3, message: 'Too many fields: 3, the header has 2', cells: ['Ravi', '9876500000', '@extra'] }],
    });
    expect(Papa.parse<string[]>(text, { skipEmptyLines: true }).data).toEqual([
      ['Line', 'Full name', 'Mobile', 'Problems'],
      ['3', 'Ravi', '9876500000', 'Too many fields: 3, the header has 2'],
      [
        '4',
        `'=HYPERLINK("http://evil.example")`,
        "'+91 12345",
        'Use letters only; Enter a 10-digit Indian mobile number',
      ],
    ]);
  });

  it('starts with a UTF-8 byte order mark, so Excel on Windows shows Hindi names and “₹” as written', () => {
    const text = failedRowsCsv({
      headers: ['Full name'],
      chunks: [{ body: toJsonText([{ 'Full name': 'आशा' }]), rowCount: 1 }],
      lines: [2],
      failures: [{ row: 1, field: 'fullName', message: 'नाम में केवल अक्षर लिखें' }],
      problems: [],
    });
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[1]).toBe('2,आशा,नाम में केवल अक्षर लिखें');
  });

  it('names the file after the upload', () => {
    expect(failedRowsFileName('bureau-members.CSV')).toBe('bureau-members-not-imported.csv');
  });
});
