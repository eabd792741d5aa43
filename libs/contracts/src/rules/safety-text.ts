/**
 * Text as the safety checks read it: scammers write a number or an address so that a pattern misses it (full-width
 * or Bengali digits, a zero-width space inside, digits spelled out), and members read it just the same. Each step is
 * one pass over the text with expressions that cannot backtrack far, as every message sent goes through it.
 */

/**
 * Characters that show nothing but split a number or an address for a pattern: soft hyphen, combining grapheme
 * joiner, Arabic letter mark, Hangul and Khmer fillers, Mongolian selectors, zero-width space and joiners, bidi
 * marks, embeddings and isolates, word joiner and invisible operators, the keycap around a digit (9️⃣ is a 9 in a box),
 * variation selectors, byte order mark.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- joiners and selectors are matched one by one, to be dropped
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u20E3\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/g;

const DECIMAL_DIGIT = /\p{Nd}/u;
const OTHER_SCRIPT_DIGIT = /(?![0-9])\p{Nd}/gu;
const digitValues = new Map<string, string>();

/**
 * The value of a decimal digit of any script (Devanagari ९, Bengali ৯, Tamil ௯ …). Unicode encodes the digits of
 * every script as runs of ten from 0 to 9 (a stability guarantee), so a digit's value is its distance from the first
 * of the digits before it, modulo ten where two scripts' runs follow each other.
 */
function latinDigit(digit: string): string {
  const known = digitValues.get(digit);
  if (known !== undefined) return known;
  const code = digit.codePointAt(0) ?? 0;
  let first = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(first - 1))) first -= 1;
  const value = String((code - first) % 10);
  digitValues.set(digit, value);
  return value;
}

/**
 * The text folded for matching: compatibility forms as their plain letters (Unicode NFKC: full-width ９ and ＠, ligatures,
 * circled digits), invisible characters dropped, digits of every script as 0-9.
 */
export function foldForSafety(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(OTHER_SCRIPT_DIGIT, latinDigit);
}

/** Digits as members spell them when reading out a number: English, Hindi in Devanagari and in Latin letters. */
const DIGIT_WORDS: ReadonlyMap<string, string> = new Map(Object.entries({
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  shunya: '0', shunye: '0', sunya: '0', shoonya: '0', sunn: '0', ek: '1', do: '2', teen: '3', char: '4', chaar: '4',
  paanch: '5', panch: '5', paach: '5', chhe: '6', chhah: '6', chhey: '6', che: '6', cheh: '6', saat: '7', aath: '8',
  aat: '8', nau: '9', nao: '9',
  शून्य: '0', सुन्न: '0', सून्य: '0', जीरो: '0', ज़ीरो: '0', एक: '1', दो: '2', तीन: '3', चार: '4', पांच: '5', पाँच: '5',
  पाच: '5', छह: '6', छः: '6', छे: '6', छै: '6', सात: '7', आठ: '8', नौ: '9',
})); // prettier-ignore

/** A word in any script, with its vowel signs (which Unicode counts as marks, not letters). */
const WORD = /[\p{L}\p{M}]+/gu;
/** "double nine", "triple five", as numbers are read out in India. */
const REPEATED_DIGIT = /(?<![\p{L}\p{M}])(double|triple|डबल|ट्रिपल)[\s-]*(\d)/giu;

/**
 * "oh" (or "o") read out for a zero, as in "nine eight oh seven". Only between digits: "oh" alone is a sigh.
 * The spaces around it are bounded, so each position is looked at a fixed number of times.
 */
const SPOKEN_ZERO = /(?<=\d[^\p{L}\p{M}\p{N}]{0,3})oh?(?=[^\p{L}\p{M}\p{N}]{0,3}\d)/giu;

/** A folded text with spelled digits written as digits: "nine eight double seven oh" is "9 8 77 0". */
export function withSpelledDigits(folded: string): string {
  return folded
    .replace(WORD, (word) => DIGIT_WORDS.get(word.toLowerCase()) ?? word)
    .replace(REPEATED_DIGIT, (_, times: string, digit: string) =>
      digit.repeat(/^(?:triple|ट्रिपल)$/i.test(times) ? 3 : 2),
    )
    .replace(SPOKEN_ZERO, '0');
}

/**
 * A word of digits and the letters that look like them (o and O for 0, l and I for 1). The lookbehind lets a word be
 * tried only from its first character, and the lookahead fails at once on any shorter part, so the pass is linear.
 */
const DIGITS_AND_LOOKALIKES = /(?<![\p{L}\p{M}\p{N}])[\dOoIl]+(?![\p{L}\p{M}\p{N}])/gu;
const LOOKALIKE_DIGITS: Readonly<Record<string, string>> = { o: '0', O: '0', l: '1', I: '1' };

/**
 * A text with look-alike letters written as the digits they stand for ("98765432lO" is "9876543210"), but only in a
 * word that is mostly digits: "I", "lol" and "loo" stay words.
 */
export function withLookalikeDigits(text: string): string {
  return text.replace(DIGITS_AND_LOOKALIKES, (word) => {
    const digits = word.replace(/\D/g, '').length;
    return digits > word.length - digits
      ? word.replace(/[OoIl]/g, (letter) => LOOKALIKE_DIGITS[letter] ?? letter)
      : word;
  });
}

/** A day, month and year either way round (14/03/1999, 1999-03-14, 12.05.25), not inside a longer chain of digits. */
const DATE =
  /(?<!\d[/.-]?)(?:(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|1[0-2])\1(?:19|20)?\d\d|(?:19|20)\d\d([/.-])(?:0?[1-9]|1[0-2])\2(?:0?[1-9]|[12]\d|3[01]))(?![/.-]?\d)/g;
/** An amount grouped by commas the Indian way or the international one (12,00,000 or 1,200,000). */
const GROUPED_AMOUNT = /(?<![\d,])\d{1,3}(?:(?:,\d\d)*,\d{3}|(?:,\d{3})+)(?!,?\d)/g;

/**
 * The text without the numbers that are no way to reach anyone but are split by the separators a phone number is
 * split with: dates and amounts. One inside a longer chain of digits is left, so "9/8/7/6/5/4/3/2/1/0" stays a number.
 */
export function withoutDatesAndAmounts(text: string): string {
  return text.replace(DATE, ' ').replace(GROUPED_AMOUNT, ' ');
}
