/**
 * Builds a front end for one brand (BRAND=<id>) or, when BRAND is unset, for every brand:
 * dist/apps/<app>/<brand>. The site is then prerendered: each public route becomes complete HTML.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { brandIds, languageInfo, resolveBrand, type BrandId, type Language } from '@matri/contracts';
import {
  chunkOf,
  fillTemplate,
  inLanguage,
  htmlFileFor,
  inlineExtraStylesheets,
  inlineStylesheets,
  stylesheetsOf,
  type BuildManifest,
  withDevanagariFontCheck,
} from './prerender-html';
import { faviconIco } from './favicon-ico';
import { robotsTxt, sitemapXml } from './search-engine-files';
import { membersManifestFile } from './members-manifest';
import { viteArgs } from './vite-args';
import { writeServiceWorker } from './service-worker';
import { writeBrotliCopies } from './brotli-copies';

const root = path.resolve(import.meta.dirname, '../..');
type AppName = 'site' | 'members';

async function prerenderSite(brand: BrandId): Promise<void> {
  const outDir = path.join(root, 'dist/apps/site', brand);
  const ssrDir = path.join(root, 'dist/prerender/site', brand);
  const readAsset = (url: string) => readFile(path.join(outDir, url), 'utf8');
  const built = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const template = await inlineStylesheets(built, readAsset);
  const manifestFile = path.join(outDir, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest;
  // The empty shell serves site routes that are not prerendered.
  await writeFile(path.join(outDir, 'shell.html'), built.replace('<!--app-head-->', '').replace('<!--app-html-->', ''));
  const server = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href)) as {
    renderRoute: (url: string) => Promise<{ html: string; parts: string[]; islands: string[]; language: Language }>;
    prerenderPaths: readonly string[];
    pageTreeModule: string;
    catalogModules: Readonly<Record<'entry' | 'parts', Readonly<Record<Language, string>>>>;
  };
  for (const routePath of server.prerenderPaths) {
    const file = path.join(outDir, htmlFileFor(routePath));
    await mkdir(path.dirname(file), { recursive: true });
    const { html, parts, islands, language } = await server.renderRoute(routePath);
    // Only a page with an island that hydrates at once (a form) needs its words at once; the others fetch them with
    // the first island's code, if a visitor ever needs one.
    const catalogs = islands.includes('load') ? (['entry', 'parts'] as const) : [];
    const page = await inlineExtraStylesheets(
      inLanguage(fillTemplate(template, html), languageInfo(language).htmlLang, {
        catalogUrls: catalogs.map((catalog) => `/${chunkOf(manifest, server.catalogModules[catalog][language])}`),
      }),
      // The page's tree is never loaded in the browser, but its styles are the page's.
      stylesheetsOf(manifest, [server.pageTreeModule, ...parts]),
      readAsset,
    );
    await writeFile(file, language === 'hi' ? withDevanagariFontCheck(page) : page);
  }
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(resolveBrand(brand)));
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(resolveBrand(brand)));
  // Served at the root for both front ends, as the site's own files are.
  await writeFile(
    path.join(outDir, 'favicon.ico'),
    await faviconIco(await readFile(path.join(root, 'libs/ui/public/brands', brand, 'icon.svg'))),
  );
  await rm(ssrDir, { recursive: true, force: true });
  // The manifest served its purpose; it is not part of the deployable bundle.
  await rm(path.dirname(manifestFile), { recursive: true, force: true });
  console.log(`prerendered ${server.prerenderPaths.length} routes for ${brand}`);
}

/** Vite runs in a process per brand (its config reads BRAND as it loads), loading the config natively (viteArgs). */
function viteBuild(app: AppName, brand: BrandId, extraArgs: string[] = []): void {
  const result = spawnSync(process.execPath, [...viteArgs(app), 'build', '--logLevel', 'warn', ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BRAND: brand },
  });
  if (result.status !== 0) throw new Error(`vite build of ${app} for ${brand} failed`);
}

async function keepMembersManifest(brand: BrandId): Promise<void> {
  const viteDir = path.join(root, 'dist/apps/members', brand, '.vite');
  await mkdir(path.dirname(membersManifestFile(brand)), { recursive: true });
  await rename(path.join(viteDir, 'manifest.json'), membersManifestFile(brand));
  await rm(viteDir, { recursive: true, force: true });
}

async function buildApp(app: AppName, brand: BrandId): Promise<void> {
  viteBuild(app, brand);
  if (app === 'site') {
    viteBuild(app, brand, ['--ssr', 'src/entry-server.tsx']);
    await prerenderSite(brand);
  } else {
    await keepMembersManifest(brand);
    const kept = await writeServiceWorker(path.join(root, 'dist/apps/members', brand));
    console.log(`the service worker keeps ${kept.count} files (${Math.round(kept.size / 1024)} KB) for ${brand}`);
  }
  // Last: the copies are of the files as served, prerendered pages and the service worker included.
  const copies = await writeBrotliCopies(path.join(root, 'dist/apps', app, brand));
  console.log(
    `brotli copies of ${copies.files} files: ${Math.round(copies.bytes / 1024)} KB to ${Math.round(copies.brotliBytes / 1024)} KB`,
  );
  console.log(`built ${app} for ${brand} in dist/apps/${app}/${brand}`);
}

async function main(): Promise<void> {
  const app = process.argv[2];
  if (app !== 'site' && app !== 'members') throw new Error('Usage: build-front-end.ts <site|members>');
  const requested = process.env.BRAND;
  const brands = requested ? [resolveBrand(requested).id] : [...brandIds];
  for (const brand of brands) await buildApp(app, brand);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
