import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { appAssetBase, membersServiceWorkerPath } from '@matri/contracts';

const root = path.resolve(import.meta.dirname, '../..');
const source = path.join(root, 'apps/members/src/service-worker/service-worker.ts');

/**
 * What the worker keeps on the phone, relative to the members build: the shell, the manifest and icons, and the hashed
 * scripts, styles and font. Not the selfie check's face library (1.5 MB, one page's, fetched when that page opens)
 * nor the CSV reader's worker (the admins' import): a member would download them without ever using them.
 */
export const precachedFiles = {
  globPatterns: ['index.html', 'manifest.webmanifest', 'icons/*.png', 'assets/*.{js,css,woff2}'],
  globIgnores: ['assets/human.esm-*', 'assets/*.worker-*'],
};

/**
 * Writes the member area's service worker into a members build (`outDir`): its source bundled as one classic script
 * (a worker registered with a scope is not a module in every browser a member holds), with the list of the build's
 * files to keep and their revisions. Returns how many files and bytes it keeps.
 */
export async function writeServiceWorker(outDir: string): Promise<{ count: number; size: number }> {
  const work = await mkdtemp(path.join(tmpdir(), 'member-sw-'));
  try {
    const bundled = path.join(work, 'service-worker.js');
    await build({
      entryPoints: [source],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      tsconfig: path.join(root, 'tsconfig.base.json'),
      // Workbox logs every step unless built for production.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: path.join(outDir, membersServiceWorkerPath.slice(appAssetBase.members.length)),
      globDirectory: outDir,
      ...precachedFiles,
      modifyURLPrefix: { '': appAssetBase.members },
      // A hashed file's address is its revision.
      dontCacheBustURLsMatching: /\/assets\//,
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
    return { count, size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
