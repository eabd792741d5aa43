import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { frontEndsPlugin } from './front-ends';

let root: string;
let app: FastifyInstance;

function put(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'front-ends-'));
  put('site/index.html', 'home page');
  put('site/about/index.html', 'about page');
  put('site/404/index.html', 'not found page');
  put('site/hi/index.html', 'Hindi home page');
  put('site/hi/about/index.html', 'Hindi about page');
  put('site/hi/404/index.html', 'Hindi not found page');
  put('site/robots.txt', 'User-agent: *');
  put('site/sitemap.xml', '<urlset/>');
  put('site/shell.html', 'site shell');
  put('site/assets/index-abc.js', 'console.log(1)');
  put('site/assets/devanagari-abc.woff2', 'wOF2');
  put('members/index.html', 'members app');
  put('members/assets/index-def.js', 'console.log(2)');
  // The build's brotli copy (tools/build/brotli-copies.ts); index-abc.js has none.
  writeFileSync(path.join(root, 'members/assets/index-def.js.br'), brotliCompressSync('console.log(2)'));
  put('members/service-worker.js', 'self.skipWaiting()');
  put('members/manifest.webmanifest', '{}');
  put('secret.txt', 'outside');
  app = Fastify();
  await app.register(frontEndsPlugin, { siteDir: path.join(root, 'site'), membersDir: path.join(root, 'members') });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('front ends on the API origin', () => {
  it.each([
    ['/', 200, 'home page'],
    ['/about', 200, 'about page'],
    ['/about/', 200, 'about page'],
    ['/dashboard', 200, 'members app'],
    ['/matches?tab=new', 200, 'members app'],
    ['/member-single', 200, 'site shell'],
    ['/assets/index-abc.js', 200, 'console.log(1)'],
    ['/member-app/assets/index-def.js', 200, 'console.log(2)'],
    ['/no-such-page', 404, 'not found page'],
    ['/hi/', 200, 'Hindi home page'],
    ['/hi', 200, 'Hindi home page'],
    ['/hi/about', 200, 'Hindi about page'],
    ['/hi/no-such-page', 404, 'Hindi not found page'],
    ['/hi/dashboard', 404, 'Hindi not found page'],
    ['/robots.txt', 200, 'User-agent: *'],
    ['/sitemap.xml', 200, '<urlset/>'],
    ['/..%2Fsecret.txt', 404, 'not found page'],
    ['/assets/..%2F..%2Fsecret.txt', 404, 'not found page'],
  ])('GET %s answers %i with the right file', async (url, status, body) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.body).toBe(body);
  });

  it('says what robots.txt, the sitemap and the Devanagari font are', async () => {
    expect((await app.inject({ url: '/robots.txt' })).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await app.inject({ url: '/sitemap.xml' })).headers['content-type']).toBe('application/xml; charset=utf-8');
    const font = await app.inject({ url: '/assets/devanagari-abc.woff2' });
    expect([font.headers['content-type'], font.headers['cache-control']]).toEqual([
      'font/woff2',
      'public, max-age=31536000, immutable',
    ]);
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    expect((await app.inject({ url: '/assets/index-abc.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject({ url: '/about' })).headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's brotli copy to a client that accepts br, gzip to one that does not, or when there is no copy", async () => {
    const ask = async (url: string, encodings: string) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': encodings } });
      return [response.headers['content-encoding'], response.headers.vary, response.rawPayload] as const;
    };
    const [brotli, brotliVary, brotliBody] = await ask('/member-app/assets/index-def.js', 'gzip, deflate, br');
    expect([brotli, brotliVary, brotliDecompressSync(brotliBody).toString()]).toEqual([
      'br',
      'Accept-Encoding',
      'console.log(2)',
    ]);
    const [gzip, , gzipBody] = await ask('/member-app/assets/index-def.js', 'gzip, deflate');
    expect([gzip, gunzipSync(gzipBody).toString()]).toEqual(['gzip', 'console.log(2)']);
    expect((await ask('/assets/index-abc.js', 'gzip, br'))[0]).toBe('gzip');
    expect((await ask('/about', 'gzip, br'))[0]).toBe('gzip');
    const [none, , plainBody] = await ask('/member-app/assets/index-def.js', 'identity');
    expect([none, plainBody.toString()]).toEqual([undefined, 'console.log(2)']);
  });

  it("lets the member area's worker control the member pages at the root, and says what its manifest is", async () => {
    const worker = await app.inject({ url: '/member-app/service-worker.js' });
    expect([worker.statusCode, worker.headers['service-worker-allowed'], worker.headers['cache-control']]).toEqual([
      200,
      '/',
      'no-cache',
    ]);
    expect((await app.inject({ url: '/member-app/assets/index-def.js' })).headers['service-worker-allowed']).toBe(
      undefined,
    );
    expect((await app.inject({ url: '/member-app/manifest.webmanifest' })).headers['content-type']).toBe(
      'application/manifest+json',
    );
  });

  it('answers unknown API paths in the API error shape, not with a page', async () => {
    const response = await app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.name).toBe('NotFoundError');
  });
});
