/**
 * The home page's first-load budget, per brand and per language (/ and /hi/): the gzip size of the JavaScript and CSS
 * its served HTML references (entry script, module preloads with the language's catalog, stylesheets). Prints the
 * figures; exits 1 when a budget is exceeded.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { languages, localisedPath } from '@matri/contracts';
import { htmlFileFor } from '../build/prerender-html';
import { inlineStyles, referencedFiles } from './first-load-files';

export const BUDGET_BYTES = { js: 100 * 1024, css: 30 * 1024 } as const;

const siteDist = path.resolve(import.meta.dirname, '../../dist/apps/site');

async function gzipSize(dir: string, url: string): Promise<number> {
  return gzipSync(await readFile(path.join(dir, url.replace(/^\//, ''))), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const brands = (await readdir(siteDist, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  if (brands.length === 0) throw new Error('No site build found: run `nx build site` first');
  let isOver = false;
  for (const brand of brands) {
    for (const { value: language } of languages) {
      const home = localisedPath('/', language);
      const dir = path.join(siteDist, brand);
      const html = await readFile(path.join(dir, htmlFileFor(home)), 'utf8');
      const files = referencedFiles(html);
      const inline = inlineStyles(html).map(
        (css, i) => [`inline <style> ${i + 1}`, gzipSync(css, { level: 9 }).length] as const,
      );
      for (const kind of ['js', 'css'] as const) {
        const linked = await Promise.all(files[kind].map(async (url) => [url, await gzipSize(dir, url)] as const));
        const sizes = kind === 'css' ? [...linked, ...inline] : linked;
        const total = sizes.reduce((sum, [, size]) => sum + size, 0);
        const verdict = total <= BUDGET_BYTES[kind] ? 'ok' : 'OVER BUDGET';
        console.log(
          `${brand} ${home} ${kind.toUpperCase()}: ${kb(total)} gzip of ${kb(BUDGET_BYTES[kind])} (${verdict})`,
        );
        for (const [url, size] of sizes) console.log(`  ${kb(size).padStart(9)}  ${url}`);
        if (total > BUDGET_BYTES[kind]) isOver = true;
      }
    }
  }
  if (isOver) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
