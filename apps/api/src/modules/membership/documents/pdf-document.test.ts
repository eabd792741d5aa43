import { scriptRuns } from './pdf-document';

describe('scriptRuns', () => {
  it('cuts a line where its script changes, keeping spaces, joiners and ₹ with the words they stand by', () => {
    expect(scriptRuns('इनवॉइस नंबर: SV/26-27/000042')).toEqual([
      { script: 'devanagari', text: 'इनवॉइस नंबर' },
      { script: 'latin', text: ': SV/26-27/000042' },
    ]);
    expect(scriptRuns('Total ₹2,949.00')).toEqual([
      { script: 'latin', text: 'Total ' },
      { script: 'devanagari', text: '₹' },
      { script: 'latin', text: '2,949.00' },
    ]);
    expect(scriptRuns('क्\u200Dष प्रिया')).toEqual([{ script: 'devanagari', text: 'क्\u200Dष प्रिया' }]);
  });
});
