import { foldForSafety, withLookalikeDigits, withoutDatesAndAmounts, withSpelledDigits } from './safety-text';

describe('foldForSafety', () => {
  it.each([
    ['Devanagari', 0x0966],
    ['Bengali', 0x09e6],
    ['Gurmukhi', 0x0a66],
    ['Gujarati', 0x0ae6],
    ['Odia', 0x0b66],
    ['Tamil', 0x0be6],
    ['Telugu', 0x0c66],
    ['Kannada', 0x0ce6],
    ['Malayalam', 0x0d66],
    ['full-width', 0xff10],
  ])('reads %s digits as 0-9', (_script, zero) => {
    const digits = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((digit) => String.fromCodePoint(zero + digit)).join('');
    expect(foldForSafety(`call ${digits}`)).toBe('call 9876543210');
  });

  it.each([
    ['circled', '⑨⑧⑦⑥⑤④③②①⓪'],
    ['mathematical bold', '𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎'],
    [
      'keycap',
      '9\uFE0F\u20E38\uFE0F\u20E37\uFE0F\u20E36\uFE0F\u20E35\uFE0F\u20E34\uFE0F\u20E33\uFE0F\u20E32\uFE0F\u20E31\uFE0F\u20E30\uFE0F\u20E3',
    ],
  ])('reads %s digits as 0-9', (_form, digits) => {
    expect(foldForSafety(digits)).toBe('9876543210');
  });

  it('reads full-width letters and signs as plain ones', () => {
    expect(foldForSafety('ａｒｊｕｎ＠ｇｍａｉｌ．ｃｏｍ')).toBe('arjun@gmail.com');
  });

  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner', '\u200C'],
    ['zero-width joiner', '\u200D'],
    ['soft hyphen', '\u00AD'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\uFEFF'],
    ['left-to-right mark', '\u200E'],
    ['right-to-left mark', '\u200F'],
    ['right-to-left override', '\u202E'],
    ['first strong isolate', '\u2068'],
  ])('drops a %s', (_name, invisible) => {
    expect(foldForSafety(`98765${invisible}43210`)).toBe('9876543210');
  });

  it('leaves Hindi words as they are', () => {
    expect(foldForSafety('मेरा नाम प्रिया है')).toBe('मेरा नाम प्रिया है');
  });
});

describe('withSpelledDigits', () => {
  it.each([
    ['nine eight seven six five four three two one zero', '9 8 7 6 5 4 3 2 1 0'],
    ['Nine Eight double seven triple five', '9 8 77 555'],
    ['नौ आठ सात छह पाँच चार तीन दो एक शून्य', '9 8 7 6 5 4 3 2 1 0'],
    ['पांच छः सुन्न डबल नौ', '5 6 0 99'],
    ['nau aath saat chhe paanch char teen do ek shunya', '9 8 7 6 5 4 3 2 1 0'],
  ])('reads %j as %j', (text, expected) => {
    expect(withSpelledDigits(text)).toBe(expected);
  });

  it('leaves words that only contain a digit word', () => {
    expect(withSpelledDigits('someone often doubles')).toBe('someone often doubles');
  });

  it.each([
    ['nine eight oh seven', '9 8 0 7'],
    ['Nine Eight O Seven', '9 8 0 7'],
    ['9-oh-7', '9-0-7'],
  ])('reads "oh" between digits in %j as zero', (text, expected) => {
    expect(withSpelledDigits(text)).toBe(expected);
  });

  it.each([
    ['oh nine', 'oh 9'],
    ['nine oh', '9 oh'],
    ["at 9 o'clock", "at 9 o'clock"],
    ['oh, 9 ohms', 'oh, 9 ohms'],
  ])('leaves the "oh" of %j: %j', (text, expected) => {
    expect(withSpelledDigits(text)).toBe(expected);
  });
});

describe('withLookalikeDigits', () => {
  it.each([
    ['98765432lO', '9876543210'],
    ['9876543 2l0', '9876543 210'],
    ['call 98765 432IO now', 'call 98765 43210 now'],
  ])('reads %j as %j', (text, expected) => {
    expect(withLookalikeDigits(text)).toBe(expected);
  });

  it.each(['I lol at loo jokes', 'lO Il oo', '1O', 'l0l', 'Pool 10', 'IOl2'])('leaves %j as it is', (text) => {
    expect(withLookalikeDigits(text)).toBe(text);
  });
});

describe('withoutDatesAndAmounts', () => {
  it.each(['born 14/03/1999', 'on 1999-03-14', 'met 12.05.25', 'earns 12,00,000', 'earns 1,200,000'])(
    'hides the number in %j',
    (text) => {
      expect(withoutDatesAndAmounts(text)).not.toMatch(/\d/);
    },
  );

  it.each(['9/8/7/6/5/4/3/2/1/0', '98765,43210', '98,765,43210', '14/03/19991234'])(
    'keeps the digits of %j',
    (text) => {
      expect(withoutDatesAndAmounts(text)).toBe(text);
    },
  );
});
