/**
 * One step of the phonetic key: a regular expression replaced everywhere (its replacement names groups as `\1`), or
 * single letters swapped (letters of `from` beyond the length of `to` are dropped), as PostgreSQL's regexp_replace
 * and translate do. The steps are data so that the database applies the very same ones (the API's
 * `db/name-key-sql.ts` writes them as one SQL function, and its tests hold both to the same answers).
 */
export type NameKeyStep =
  { kind: 'replace'; pattern: string; replacement: string } | { kind: 'translate'; from: string; to: string };

const replace = (pattern: string, replacement: string): NameKeyStep => ({ kind: 'replace', pattern, replacement });

/** Devanagari consonants, those with a nukta, and what may follow a consonant that still carries its vowel "a". */
const CONSONANT = '[\u0915-\u0939\u0958-\u095f]\u093c?';
const SOUNDS_AFTER = '[\u0900-\u0939\u0958-\u0961]';

/**
 * Devanagari letters and the Latin letter each stands for in the key: aspirated consonants as plain ones (ख as k),
 * श ष स as s, ओ औ as u and ऐ as i, as the Latin steps fold them; nukta and virama are dropped.
 */
const DEVANAGARI: readonly [string, string][] = [
  ['कखगघङ', 'kkggn'],
  ['चछजझञ', 'ccjjn'],
  ['टठडढण', 'ttddn'],
  ['तथदधन', 'ttddn'],
  ['पफबभम', 'pfbbm'],
  ['यरलवशषसहळ', 'yrlvssshl'],
  ['\u0958\u0959\u095a\u095b\u095e\u095f', 'kkgjfy'],
  ['अआइईउऊएऐओऔऑऍ', 'aaiiuueiuuue'],
  ['ािीुूेैोौॉॅ', 'aiiuueiuuue'],
  ['ंँः', 'nnh'],
];

/**
 * A loose phonetic key of a name in Latin letters or Devanagari, so that "Priya Sharma" and "प्रिया शर्मा" (or
 * "Lakshmi" and "Laxmi", "Etawah" and "Itawa") give the same key: spellings that sound alike in Hindi meet, while
 * the consonants and the vowels i and u still tell names apart. Words stay apart, so a key can be matched from the
 * start of any word. Latin letters other than a to z (é) and signs are word breaks.
 */
export const nameKeySteps: readonly NameKeyStep[] = [
  replace('[^a-z\u0900-\u097f]+', ' '),
  // Latin spellings first, before any Latin letter comes from Devanagari: c as k unless it is ch, sh as s, ph as f.
  replace('ck', 'k'),
  replace('c(?!h)', 'k'),
  replace('chh?', 'c'),
  replace('sh', 's'),
  replace('ph', 'f'),
  replace('x', 'ks'),
  { kind: 'translate', from: 'wqz', to: 'vkj' },
  replace('ee', 'i'),
  replace('ai', 'i'),
  replace('au|ou|oo|o', 'u'),
  // Devanagari: a consonant followed by another sound carries "a" (the word's last one is silent, as Hindi says it).
  replace(`(${CONSONANT})(?=${SOUNDS_AFTER})`, '\\1a'),
  replace('\u091c\u094d\u091e', 'gy'),
  replace('[\u0921\u0922]\u093c|[\u095c\u095d]', 'r'),
  replace('[\u090b\u0960\u0943\u0944]', 'ri'),
  {
    kind: 'translate',
    from: DEVANAGARI.map(([from]) => from).join('') + '\u093c\u094d',
    to: DEVANAGARI.map(([, to]) => to).join(''),
  },
  replace('[^a-z ]+', ' '),
  // Both scripts alike from here: an h after a consonant is aspiration (bh, th; Singh), a last h after a vowel is
  // silent (Etawah, Shah).
  replace('([bcdfgjklmnprstvy])h', '\\1'),
  replace('([aeiu])h( |$)', '\\1\\2'),
  // A word's first vowel stays (e as i: Etawah, Itawa); every later a and e goes (Sharma, Mohammed, Muhammad).
  replace('(^| )e', '\\1i'),
  replace('([a-z])[ae]+', '\\1'),
  replace('n([pbm])', 'm\\1'),
  replace('ng([^iuy]|$)', 'n\\1'),
  replace('([a-z])\\1+', '\\1'),
  replace(' +', ' '),
  replace('^ | $', ''),
];

/** The steps as functions, made at the first key (a bundle that never keys a name does not pay for them). */
let compiled: ((text: string) => string)[] | undefined;

function compileSteps() {
  return nameKeySteps.map((step) => {
    if (step.kind === 'translate') {
      const swaps = new Map([...step.from].map((letter, i) => [letter, step.to[i] ?? '']));
      return (text: string) => [...text].map((letter) => swaps.get(letter) ?? letter).join('');
    }
    const pattern = new RegExp(step.pattern, 'g');
    const replacement = step.replacement.replace(/\\(\d)/g, '$$$1');
    return (text: string) => text.replace(pattern, replacement);
  });
}

/** The phonetic key of a name (see nameKeySteps); '' when nothing in it is a letter. */
export function nameKey(name: string): string {
  compiled ??= compileSteps();
  return compiled.reduce((text, step) => step(text), name.toLowerCase());
}
