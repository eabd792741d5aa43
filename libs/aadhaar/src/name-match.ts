/**
 * How close the name on an Aadhaar is to a profile's full name, written the many ways Indian names are: an initial
 * for a given name or the father's ("K. Nair"), the family name first ("Nair Kavya"), the father's or husband's name
 * added, generic parts ("Kumar", "Devi"), spaces ("Ramkumar"/"Ram Kumar"), titles, and English spellings of the same
 * sound ("Lakshmi"/"Laxmi", "Pooja"/"Puja"). The rule that decided is returned so the API can explain a difference;
 * what to accept is the API's policy, not this function's.
 */
export type NameMatchOutcome = 'match' | 'close' | 'no-match';

export type NameMatchRule =
  'exact' | 'spacing' | 'order' | 'spelling' | 'initials' | 'extra-parts' | 'similar' | 'different';

export interface NameMatch {
  readonly outcome: NameMatchOutcome;
  /** 1 for the same name; lower as more was forgiven. */
  readonly score: number;
  readonly rule: NameMatchRule;
}

const TITLES = new Set([
  'shri',
  'sri',
  'shree',
  'smt',
  'shrimati',
  'srimati',
  'sushri',
  'kumari',
  'kum',
  'dr',
  'mr',
  'mrs',
  'ms',
  'miss',
  'master',
  'late',
]);

/** Parts many names carry or drop without being another person's name. */
const GENERIC_PARTS = new Set(['kumar', 'kumari', 'devi', 'bai', 'ben', 'bhai', 'begum', 'khatun', 'rani']);

/** Spellings of one sound in English letters, longest first. */
const SOUNDS: readonly [RegExp, string][] = [
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/z/g, 'j'],
  [/w/g, 'v'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/([kgcjtdpbs])h/g, '$1'],
  [/aa/g, 'a'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/y$/g, 'i'],
  [/(.)\1+/g, '$1'],
];

function tokensOf(name: string): string[] {
  const tokens = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  // A title leads the name; the same word later ("Meena Kumari Yadav") is a part of it.
  const firstPart = tokens.findIndex((token) => !TITLES.has(token));
  return firstPart < 0 ? [] : tokens.slice(firstPart);
}

function soundOf(token: string): string {
  return SOUNDS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), token);
}

const isInitial = (token: string) => token.length === 1;

/** Two adjacent parts on one side written as one on the other ("Ram Kumar" / "Ramkumar") become one. */
function joinSplitParts(side: string[], other: readonly string[]): string[] {
  const otherSounds = new Set(other.map(soundOf));
  const out: string[] = [];
  for (let i = 0; i < side.length; i++) {
    const joined = side[i] + (side[i + 1] ?? '');
    const bothWhole = i + 1 < side.length && !isInitial(side[i]) && !isInitial(side[i + 1]);
    if (bothWhole && otherSounds.has(soundOf(joined)) && !otherSounds.has(soundOf(side[i]))) {
      out.push(joined);
      i++;
    } else {
      out.push(side[i]);
    }
  }
  return out;
}

function similarity(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => i);
  for (let j = 1; j <= b.length; j++) {
    let diagonal = rows[0];
    rows[0] = j;
    for (let i = 1; i <= a.length; i++) {
      const above = rows[i];
      rows[i] = Math.min(rows[i] + 1, rows[i - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return 1 - rows[a.length] / Math.max(a.length, b.length, 1);
}

interface Pairing {
  readonly unmatchedShort: number;
  readonly extras: readonly string[];
  readonly initials: number;
  readonly respelled: number;
  readonly fullMatches: number;
}

/** Each part of the shorter name paired with a part of the longer: the same sound, or an initial of it. */
function pair(short: readonly string[], long: readonly string[]): Pairing {
  const used = new Set<number>();
  let initials = 0;
  let respelled = 0;
  let fullMatches = 0;
  let unmatchedShort = 0;
  const byKind = (kind: 'exact' | 'sound' | 'initial', token: string) =>
    long.findIndex((candidate, index) => {
      if (used.has(index)) return false;
      if (kind === 'exact') return candidate === token;
      if (kind === 'sound') return !isInitial(token) && !isInitial(candidate) && soundOf(candidate) === soundOf(token);
      return (isInitial(token) || isInitial(candidate)) && candidate[0] === token[0];
    });
  // Whole parts first, so an initial does not take the part a whole one needed ("K Kavya" / "Kavya Krishnan").
  for (const token of [...short].sort((x, y) => Number(isInitial(x)) - Number(isInitial(y)))) {
    const exact = byKind('exact', token);
    const sound = exact < 0 ? byKind('sound', token) : -1;
    const initial = exact < 0 && sound < 0 ? byKind('initial', token) : -1;
    const index = [exact, sound, initial].find((found) => found >= 0);
    if (index === undefined) {
      unmatchedShort++;
      continue;
    }
    used.add(index);
    if (initial >= 0) initials++;
    else fullMatches++;
    if (sound >= 0) respelled++;
  }
  return {
    unmatchedShort,
    initials,
    respelled,
    fullMatches,
    extras: long.filter((_, index) => !used.has(index)),
  };
}

export function matchName(idName: string, profileName: string): NameMatch {
  let a = tokensOf(idName);
  let b = tokensOf(profileName);
  if (a.length === 0 || b.length === 0) return { outcome: 'no-match', score: 0, rule: 'different' };
  if (a.join(' ') === b.join(' ')) return { outcome: 'match', score: 1, rule: 'exact' };
  if (a.join('') === b.join('')) return { outcome: 'match', score: 0.97, rule: 'spacing' };
  if ([...a].sort().join(' ') === [...b].sort().join(' ')) return { outcome: 'match', score: 0.97, rule: 'order' };

  a = joinSplitParts(a, b);
  b = joinSplitParts(b, a);
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const pairing = pair(short, long);

  if (pairing.unmatchedShort === 0) {
    const extras = pairing.extras.filter((token) => !GENERIC_PARTS.has(token));
    if (pairing.fullMatches === 0) return { outcome: 'close', score: 0.6, rule: 'initials' };
    if (extras.length > 0) {
      return short.length >= 2
        ? { outcome: 'match', score: 0.85, rule: 'extra-parts' }
        : { outcome: 'close', score: 0.7, rule: 'extra-parts' };
    }
    if (pairing.initials > 0) return { outcome: 'match', score: 0.9, rule: 'initials' };
    if (pairing.extras.length > 0) return { outcome: 'match', score: 0.9, rule: 'extra-parts' };
    if (pairing.respelled > 0) return { outcome: 'match', score: 0.95, rule: 'spelling' };
    return { outcome: 'match', score: 0.97, rule: 'order' };
  }

  // Parts that sound alike but are not spelled the same way ("Srinivasan"/"Shreenivasan" is caught above; a typo
  // such as "Kavya"/"Kavia" is not): the best pairing by letters, for a person to look at.
  const best = short.map((token) => Math.max(...long.map((other) => similarity(soundOf(token), soundOf(other)))));
  const average = best.reduce((sum, value) => sum + value, 0) / best.length;
  if (best.every((value) => value >= 0.75)) {
    return { outcome: 'close', score: Math.round(average * 0.8 * 100) / 100, rule: 'similar' };
  }
  return { outcome: 'no-match', score: Math.round(average * 0.5 * 100) / 100, rule: 'different' };
}
