import { manglikReading } from './manglik-reading';

describe('manglikReading', () => {
  it('sees no concern when both or neither are manglik, asks for the astrologer when one is', () => {
    expect(manglikReading('yes', 'yes')).toBe('no-concern');
    expect(manglikReading('no', 'no')).toBe('no-concern');
    expect(manglikReading('anshik', 'yes')).toBe('no-concern');
    expect(manglikReading('yes', 'no')).toBe('consult');
    expect(manglikReading('no', 'anshik')).toBe('consult');
  });

  it('gives no reading when either side does not know', () => {
    expect(manglikReading('dont-know', 'yes')).toBe('unknown');
    expect(manglikReading('no', null)).toBe('unknown');
  });
});
