/**
 * `npm test`'s catalog check: every message the code uses is in every language's catalog, translated, with the
 * English's placeholders and tags, no catalog holds a message the code no longer uses, and a message kept in several
 * catalogs reads the same in each. Prints each problem; exits
 * 1 when there is one.
 */
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { catalogProblems, translationConflicts } from './compare-catalogs';

async function main(): Promise<void> {
  const config = getConfig({ configPath: path.join(import.meta.dirname, 'lingui.config.ts') });
  const root = config.rootDir ?? process.cwd();
  const problems: string[] = [];
  let messages = 0;
  const read: Parameters<typeof translationConflicts>[0][number][] = [];
  for (const catalog of await getCatalogs(config)) {
    const name = path.relative(root, catalog.path).replace('/{locale}', '');
    const collected = (await catalog.collect()) ?? {};
    const extracted = Object.fromEntries(Object.entries(collected).map(([id, entry]) => [id, entry.message ?? id]));
    const languages: Record<string, Record<string, string>> = {};
    for (const locale of config.locales) {
      const read = (await catalog.read(locale)) ?? {};
      languages[locale] = Object.fromEntries(
        Object.entries(read)
          .filter(([, entry]) => !entry.obsolete)
          .map(([id, entry]) => [id, locale === config.sourceLocale ? entry.message || id : entry.translation || '']),
      );
    }
    messages += Object.keys(extracted).length;
    problems.push(...catalogProblems(name, { extracted, languages }));
    read.push({ name, languages });
  }
  problems.push(...translationConflicts(read));
  for (const problem of problems) console.error(problem);
  console.log(`${messages} messages in ${config.locales.join(', ')}: ${problems.length} problems`);
  if (problems.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
