import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import type { VocabularyItem } from '@matri/contracts';
import { nameKey } from '@matri/helpers';

const plain = (text: string) => text.normalize('NFD').toLowerCase().trim().replace(/\s+/g, ' ');
const startsAWord = (text: string, start: string) => text.startsWith(start) || text.includes(` ${start}`);

/**
 * A select's filter that finds a choice by its English or Hindi label, whichever the page shows, or by a spelling
 * that sounds alike (nameKey): "Uttar" and "उत्तर" both find उत्तर प्रदेश on a Hindi page, "Maharastra" Maharashtra.
 */
export function eitherScriptFilter(items: readonly VocabularyItem[]): OptionsFilter {
  const byValue = new Map(
    items.map((item) => {
      const labels = [item.label, item.hi].map(plain);
      return [item.value, { labels, keys: labels.map(nameKey) }];
    }),
  );
  return ({ options, search, limit }) => {
    const text = plain(search);
    const key = nameKey(text);
    return (options as ComboboxItem[])
      .filter((option) => {
        const item = byValue.get(option.value);
        if (!text || !item) return true;
        if (item.labels.some((label) => label.includes(text))) return true;
        return key !== '' && item.keys.some((itemKey) => startsAWord(itemKey, key));
      })
      .slice(0, limit);
  };
}
