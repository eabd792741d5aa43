/**
 * First-load budgets, per brand and per language, as gzip sizes; prints the figures and exits 1 when one is exceeded.
 * - The home page (/ and /hi/): the JavaScript and CSS its served HTML references (entry script, module preloads with
 *   the language's catalog, stylesheets, inline styles).
 * - The member area: the JavaScript and CSS before the dashboard's first paint (the entry, the dashboard page and the
 *   language's first-paint words, each with what it imports statically; from the members build's manifest). The
 *   profile view, the menus and the whole catalog come after it, beside the page's requests.
 * - The member area's first visits of /dashboard, /matches, /messages and /request: how many files each asks for before
 *   its page runs (the entry's and those the head preloads for the page and the language; from the built index.html),
 *   and their bytes.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appAssetBase, languages, localisedPath, paths } from '@matri/contracts';
import { htmlFileFor, type BuildManifest } from '../build/prerender-html';
import { membersManifestFile } from '../build/members-manifest';
import { writtenRoutePreloads } from '../vite/member-route-preload-plugin';
import { inlineStyles, referencedFiles, staticClosure } from './first-load-files';

type Kind = 'js' | 'css';
/**
 * The home page hydrates only its islands, whose code loads at the first tap (apps/site/src/lazy/island.tsx): its first
 * load is the 2.1 KB script that starts them (measured in both languages and brands when the islands came, down from
 * 99.7 KB). The room above it is for that script, not for React: a page that needs React at once is no longer fast.
 */
const HOME_BUDGET_BYTES: Record<Kind, number> = { js: 5 * 1024, css: 30 * 1024 };
/**
 * Issue 37's route split took the dashboard's first load from 306.8 KB in English and 310.6 KB in Hindi (CSS 19.5 KB)
 * to 236.0 and 236.6 KB (CSS 10.4 KB): the profile view, the account menu, the notifications list and the phone's
 * drawer load after the first paint, and it carries the first paint's words instead of the whole catalog. Then to
 * 160.4 KB in Hindi (159.9 in English, CSS 8.9 KB): endpoint descriptions without their schemas and no zod at all, the
 * shell's frame without Mantine's AppShell, the dashboard's error alert with its words. The budget keeps a little room
 * above that. Then to 141.2 KB in Hindi (140.7 in English): axios loaded after the page (the first page's GETs answered
 * from what the HTML's head sent; issue 37's 150 KB met); the budget keeps a little room above that. Then to 134.0 KB
 * in Hindi (133.4 in English) with the entry's 16 chunks as one (tools/vite/member-chunk-groups.ts). 135.8 KB in Hindi
 * on 2026-11-28 (the month names), then 133.8 (133.2 in English) with the side menu's entries as plain links instead of
 * Mantine's NavLink and its Collapse.
 */
const DASHBOARD_BUDGET_BYTES: Record<Kind, number> = { js: 138 * 1024, css: 10 * 1024 };

/**
 * On a phone's HTTP/1.1 each file waits at least one 400 ms round trip on one of six connections: Rolldown's chunk per
 * set of importers made these first visits ask for 42–82 files (2026-11-27), its 0.2–2 KB chunks each a round trip.
 * The member area's chunk groups (tools/vite/member-chunk-groups.ts) took them to 13–20; the budget keeps a little room.
 */
const FIRST_VISIT_FILES_BUDGET = 24;
/**
 * The same files' bytes: at slow 3G's 50 KB/s every kilobyte a first visit moves before its page answers is 20 ms.
 * 189–236 KB gzip on 2026-11-27 (/messages in English to /dashboard in Hindi); the birth places' table out of the
 * dashboard's sections and the words of the pages a member opens less often out of the catalog took them to 181–214;
 * the first tap's code (the matches' "Send interest", a conversation with its send box) asked for as the page shows
 * instead of beside the entry took /matches and /messages down 12–13 KB, the four to 169–214 (2026-11-28). Dialogs
 * without Mantine's ScrollArea, the photo cropper loaded at the first crop and the side menu without NavLink took
 * them to 167–203 (/dashboard 214.8 → 203.1 in Hindi, /matches 210.1 → 203.1; 2026-11-28). The cards' vocabularies
 * apart from the dashboard's, the first paint's words out of the whole catalog and the dashboard's words in a catalog
 * of its own took /matches to 190–192 and /request to 176–178, and /messages, its conversation preloaded again (the
 * tap's code had come after the entry, beside axios), to 177–179; /dashboard 201–204 (2026-11-28).
 */
const FIRST_VISIT_BYTES_BUDGET = 204 * 1024;
const FIRST_VISIT_PAGES = [paths.dashboard.path, paths.matches.path, paths.messages.path, paths.request.path];

const dist = path.resolve(import.meta.dirname, '../../dist/apps');
const siteDist = path.join(dist, 'site');

async function gzipSize(dir: string, url: string): Promise<number> {
  return gzipSync(await readFile(path.join(dir, url.replace(/^\//, ''))), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints one budget's figures, file by file; true when it holds. */
function report(what: string, kind: Kind, sizes: readonly (readonly [string, number])[], budget: number): boolean {
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const holds = total <= budget;
  console.log(`${what} ${kind.toUpperCase()}: ${kb(total)} gzip of ${kb(budget)} (${holds ? 'ok' : 'OVER BUDGET'})`);
  for (const [url, size] of sizes) console.log(`  ${kb(size).padStart(9)}  ${url}`);
  return holds;
}

async function homeBudgetsHold(brand: string): Promise<boolean> {
  let holds = true;
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
      holds = report(`${brand} ${home}`, kind, sizes, HOME_BUDGET_BYTES[kind]) && holds;
    }
  }
  return holds;
}

async function dashboardBudgetsHold(brand: string): Promise<boolean> {
  const manifest = JSON.parse(await readFile(membersManifestFile(brand), 'utf8')) as BuildManifest;
  const dir = path.join(dist, 'members', brand);
  let holds = true;
  for (const { value: language } of languages) {
    const files = staticClosure(manifest, [
      'index.html',
      'src/features/dashboard/dashboard-page.tsx',
      `src/locales/first/${language}.po`,
    ]);
    for (const kind of ['js', 'css'] as const) {
      const sizes = await Promise.all(files[kind].map(async (file) => [file, await gzipSize(dir, file)] as const));
      holds = report(`${brand} dashboard (${language})`, kind, sizes, DASHBOARD_BUDGET_BYTES[kind]) && holds;
    }
  }
  return holds;
}

async function firstVisitFilesHold(brand: string): Promise<boolean> {
  const dir = path.join(dist, 'members', brand);
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  const linked = referencedFiles(html);
  // index.html names its files by address, the preloads by their place in the build.
  const entry = [...linked.js, ...linked.css].map((url) => url.slice(appAssetBase.members.length));
  const preloads = writtenRoutePreloads(html);
  let holds = true;
  for (const { value: language } of languages) {
    for (const page of FIRST_VISIT_PAGES) {
      const { js, css, words } = preloads.pages[page];
      const files = [...entry, ...preloads.words[language], ...(words?.[language] ?? []), ...js, ...css];
      const bytes = (await Promise.all(files.map((file) => gzipSize(dir, file)))).reduce((sum, size) => sum + size, 0);
      const isWithin = files.length <= FIRST_VISIT_FILES_BUDGET && bytes <= FIRST_VISIT_BYTES_BUDGET;
      console.log(
        `${brand} ${page} (${language}) first visit: ${files.length} files of ${FIRST_VISIT_FILES_BUDGET}, ` +
          `${kb(bytes)} gzip of ${kb(FIRST_VISIT_BYTES_BUDGET)} (${isWithin ? 'ok' : 'OVER BUDGET'})`,
      );
      holds = isWithin && holds;
    }
  }
  return holds;
}

async function main(): Promise<void> {
  const brands = (await readdir(siteDist, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  if (brands.length === 0) throw new Error('No site build found: run `nx build site members` first');
  let holds = true;
  for (const brand of brands) holds = (await homeBudgetsHold(brand)) && holds;
  for (const brand of brands) holds = (await dashboardBudgetsHold(brand)) && holds;
  for (const brand of brands) holds = (await firstVisitFilesHold(brand)) && holds;
  if (!holds) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
