/** One catalog as the check sees it: message id to its source text and, per language, the translation. */
export interface CatalogEntries {
  /** The ids the source code uses now, with their English text. */
  extracted: Readonly<Record<string, string>>;
  /** What each language's .po file holds: id to translation ('' when untranslated). */
  languages: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The placeholders (`{name}`, `{0, plural …}`) and tags (`<0>`, `</0>`) of an ICU message, sorted. */
export function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<(\/?)(\d+)(\/?)>/g)].map((m) => `<${m[1]}${m[2]}${m[3]}>`);
  return [...new Set(names), ...tags].sort();
}

/**
 * Every problem of a catalog: ids the code uses that a language lacks (or leaves untranslated), ids a language holds
 * that the code no longer uses, and translations whose placeholders or tags differ from the English.
 */
export function catalogProblems(name: string, { extracted, languages }: CatalogEntries): string[] {
  const problems: string[] = [];
  for (const [language, entries] of Object.entries(languages)) {
    for (const [id, english] of Object.entries(extracted)) {
      if (!(id in entries)) problems.push(`${name} ${language}: missing “${english}” (run lingui extract)`);
      else if (!entries[id]) problems.push(`${name} ${language}: “${english}” is not translated`);
      else {
        const want = placeholdersOf(english).join(' ');
        const got = placeholdersOf(entries[id]).join(' ');
        if (want !== got)
          problems.push(`${name} ${language}: “${entries[id]}” has placeholders [${got}], the English [${want}]`);
      }
    }
    for (const id of Object.keys(entries)) {
      if (!(id in extracted)) problems.push(`${name} ${language}: “${entries[id]}” (${id}) is no longer used`);
    }
  }
  return problems;
}

/**
 * Messages that read differently in two catalogs of one language: a message shown by both apps (libs/ui's) or twice in
 * one app (the member area's first-paint words, again in its whole catalog) is translated in each catalog, and a
 * member would see one wording at first paint and another a moment later, or one on the site and another inside.
 */
export function translationConflicts(
  catalogs: readonly { name: string; languages: CatalogEntries['languages'] }[],
): string[] {
  const seen = new Map<string, { name: string; text: string }>();
  const problems: string[] = [];
  for (const { name, languages } of catalogs) {
    for (const [language, entries] of Object.entries(languages)) {
      for (const [id, text] of Object.entries(entries)) {
        if (!text) continue;
        const key = `${language}\u0000${id}`;
        const first = seen.get(key);
        if (!first) seen.set(key, { name, text });
        else if (first.text !== text)
          problems.push(`${language}: “${text}” in ${name} reads “${first.text}” in ${first.name} (${id})`);
      }
    }
  }
  return problems;
}
