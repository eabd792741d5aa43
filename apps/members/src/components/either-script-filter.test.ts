import type { ComboboxItem } from '@mantine/core';
import { indianStates, itemLabel } from '@matri/contracts';
import { eitherScriptFilter } from './either-script-filter';

const filter = eitherScriptFilter(indianStates);
const found = (search: string, language: 'en' | 'hi') => {
  const options: ComboboxItem[] = indianStates.map((item) => ({ value: item.value, label: itemLabel(item, language) }));
  return (filter({ options, search, limit: 50 }) as ComboboxItem[]).map((option) => option.value);
};

describe('eitherScriptFilter', () => {
  it('finds a state typed in either script, whichever language the page shows', () => {
    for (const language of ['en', 'hi'] as const) {
      expect(found('Uttar', language)).toEqual(['uttar-pradesh', 'uttarakhand']);
      expect(found('उत्तर', language)).toEqual(['uttar-pradesh', 'uttarakhand']);
    }
  });

  it('finds a spelling that sounds alike, and everything for an empty search', () => {
    expect(found('Maharastra', 'hi')).toEqual(['maharashtra']);
    expect(found('pradesh', 'en')).toEqual(expect.arrayContaining(['uttar-pradesh', 'madhya-pradesh']));
    expect(found(' ', 'hi')).toHaveLength(indianStates.length);
  });
});
