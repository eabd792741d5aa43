import { choiceKey, vocabularySynonyms } from './synonyms';

describe('vocabularySynonyms', () => {
  it('names one value of its vocabulary by each spelling, and only values the vocabulary has', () => {
    for (const [items, synonyms] of vocabularySynonyms) {
      const valueOfKey = new Map<string, string>();
      for (const item of items)
        for (const name of [item.label, item.value, item.hi]) valueOfKey.set(choiceKey(name), item.value);
      for (const [value, spellings] of Object.entries(synonyms)) {
        expect(items.map((item) => item.value)).toContain(value);
        for (const spelling of spellings ?? []) {
          const taken = valueOfKey.get(choiceKey(spelling));
          expect({ spelling, value: taken ?? value }).toEqual({ spelling, value });
          valueOfKey.set(choiceKey(spelling), value);
        }
      }
    }
  });
});

describe('choiceKey', () => {
  it('reads case, spacing, punctuation, chandrabindu and nukta alike', () => {
    expect(choiceKey(' Never-Married ')).toBe(choiceKey('never married'));
    expect(choiceKey('माँ')).toBe(choiceKey('मां'));
    expect(choiceKey('तलाक़शुदा')).toBe(choiceKey('तलाकशुदा'));
    expect(choiceKey('हिंदू')).not.toBe('');
  });
});
