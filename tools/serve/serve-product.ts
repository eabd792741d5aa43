/**
 * Serves both built front ends from one origin (http://localhost:3000 by default), so the jwt in local storage is
 * shared by the site and the dashboard. The route table in @matri/contracts says which app serves which path.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appAssetBase, appForPath } from '../../libs/contracts/src/routes/paths';
import { resolveBrand } from '../../libs/contracts/src/brand/brands';
import { htmlFileFor } from '../build/prerender-html';
import { sendApiUnavailable } from './api-unavailable';

const root = path.resolve(import.meta.dirname, '../..');
const brand = resolveBrand(process.env.BRAND);
const port = Number(process.env.PORT ?? 3000);
const siteDir = path.join(root, 'dist/apps/site', brand.id);
const membersDir = path.join(root, 'dist/apps/members', brand.id);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webp': 'image/webp',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json']);
const gzipCache = new Map<string, Buffer>();

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A path inside `dir`, or null when the request tries to climb out of it. */
function inside(dir: string, requestPath: string): string | null {
  const file = path.resolve(dir, `.${decodeURIComponent(requestPath)}`);
  return file.startsWith(`${dir}${path.sep}`) ? file : null;
}

async function send(req: IncomingMessage, res: ServerResponse, file: string, status = 200): Promise<void> {
  const ext = path.extname(file);
  const isHashedAsset = /\/assets\//.test(file);
  let body = await readFile(file);
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
    'Cache-Control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    Vary: 'Accept-Encoding',
  };
  if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const cached = gzipCache.get(file) ?? gzipSync(body, { level: 9 });
    gzipCache.set(file, cached);
    body = cached;
    headers['Content-Encoding'] = 'gzip';
  }
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if ((req.url ?? '').startsWith('/api/')) return sendApiUnavailable(res);
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/api/')) return sendApiUnavailable(res);

  if (pathname.startsWith(appAssetBase.members)) {
    const file = inside(membersDir, pathname.slice(appAssetBase.members.length - 1));
    if (file && (await isFile(file))) return send(req, res, file);
  } else {
    const file = inside(siteDir, pathname);
    if (file && (await isFile(file))) return send(req, res, file);
  }

  const { app, route } = appForPath(pathname);
  if (app === 'members') return send(req, res, path.join(membersDir, 'index.html'));
  if (route?.isPrerendered) return send(req, res, path.join(siteDir, htmlFileFor(route.path)));
  if (route) return send(req, res, path.join(siteDir, 'shell.html'));
  return send(req, res, path.join(siteDir, htmlFileFor('/404')), 404);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal error');
  });
});

server.listen(port, () => console.log(`${brand.name} is running at http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
