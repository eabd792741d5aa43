import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  appAssetBase,
  appForPath,
  brotliCopyOf,
  compressibleExtensions,
  localisedPath,
  membersServiceWorkerPath,
} from '@matri/contracts';
import { errorBody } from '../../http/api-error';

export interface FrontEndsOptions {
  /** dist/apps/site/<brand> and dist/apps/members/<brand>. */
  siteDir: string;
  membersDir: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // Already compressed: the Devanagari fallback font.
  '.woff2': 'font/woff2',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A path inside `dir`, or null when the request tries to climb out of it. */
function inside(dir: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  const file = path.resolve(dir, `.${decoded}`);
  return file.startsWith(`${dir}${path.sep}`) ? file : null;
}

/** The route's HTML: "/" is index.html, "/about" is about/index.html, "/hi/" hi/index.html (the prerender's layout). */
function htmlFileFor(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/**
 * Serves both front ends on the API's origin, by the route table of @matri/contracts: the members app under its own
 * prefix and on member routes, the site's prerendered pages on public routes, hashed assets cached for a year, and
 * the site's 404 page (status 404) for anything else.
 */
export async function frontEndsPlugin(app: FastifyInstance, options: FrontEndsOptions): Promise<void> {
  const siteDir = path.resolve(options.siteDir);
  const membersDir = path.resolve(options.membersDir);
  const gzipCache = new Map<string, Buffer>();
  // A deployment's files do not change while it runs: whether a file has the build's brotli copy is asked once.
  const brotliCopies = new Map<string, Promise<boolean>>();
  const hasBrotliCopy = (file: string) => {
    const known = brotliCopies.get(file) ?? isFile(brotliCopyOf(file));
    brotliCopies.set(file, known);
    return known;
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const ext = path.extname(file);
    reply
      .status(status)
      .header('Content-Type', contentTypes[ext] ?? 'application/octet-stream')
      .header(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      .header('Vary', 'Accept-Encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (compressibleExtensions.has(ext) && /\bbr\b/.test(accepted) && (await hasBrotliCopy(file))) {
      return reply.header('Content-Encoding', 'br').send(await readFile(brotliCopyOf(file)));
    }
    if (compressibleExtensions.has(ext) && /\bgzip\b/.test(accepted)) {
      const gzipped = gzipCache.get(file) ?? gzipSync(await readFile(file), { level: 9 });
      gzipCache.set(file, gzipped);
      return reply.header('Content-Encoding', 'gzip').send(gzipped);
    }
    return reply.send(await readFile(file));
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send(errorBody(404, 'NotFoundError', `No route for ${request.method} ${pathname}.`));
    }
    const isMembersAsset = pathname.startsWith(appAssetBase.members);
    const asset = isMembersAsset
      ? inside(membersDir, pathname.slice(appAssetBase.members.length - 1))
      : inside(siteDir, pathname);
    // The member pages sit at the root (/dashboard, /matches …), outside the folder the worker is served from.
    if (pathname === membersServiceWorkerPath) reply.header('Service-Worker-Allowed', '/');
    if (asset && (await isFile(asset))) return send(request, reply, asset);

    const { app: appName, route, language } = appForPath(pathname);
    if (appName === 'members') return send(request, reply, path.join(membersDir, 'index.html'));
    if (route?.isPrerendered) {
      return send(request, reply, path.join(siteDir, htmlFileFor(localisedPath(route.path, language))));
    }
    if (route) return send(request, reply, path.join(siteDir, 'shell.html'));
    return send(request, reply, path.join(siteDir, htmlFileFor(localisedPath('/404', language))), 404);
  };

  app.get('/*', { schema: { hide: true }, config: { access: 'public' } }, handler);
}
