import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { inlineScriptHashes } from './security-headers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('sends a strict CSP, HSTS, nosniff, a referrer policy and no framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Without Razorpay's keys no third party may load scripts or frames.
    expect(csp).not.toContain('razorpay');
    expect(csp).not.toContain('frame-src');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('leaves the document-only headers off a script, style, font or image, and says the answer varies by it', async () => {
    const ask = (destination?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: destination ? { 'sec-fetch-dest': destination } : {},
      });
    for (const destination of ['script', 'style', 'font', 'image']) {
      const response = await ask(destination);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(String(response.headers.vary)).toContain('Sec-Fetch-Dest');
    }
    // A page, a frame, a worker's script, and a client that does not say what it asks for: every header.
    for (const destination of ['document', 'iframe', 'worker', 'serviceworker', undefined]) {
      const response = await ask(destination);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('leaves them off a script’s fetch of an API answer, not off a script’s fetch of a page', async () => {
    const fetched = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'sec-fetch-dest': 'empty' } });
    const answer = await fetched('/api/user');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(String(answer.headers.vary)).toContain('Sec-Fetch-Dest');
    // The service worker's install fetches the shell this way, and answers the member's pages with it.
    for (const url of ['/member-app/index.html', '/dashboard', '/apiary']) {
      const page = await fetched(url);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('opens no cross-origin access', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hashes exactly the inline scripts of every built page, prerendered ones in sub-folders included', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    mkdirSync(path.join(dir, 'hi'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<head><script>setMode()</script><script type="module" src="/a.js"></script></head>',
    );
    writeFileSync(
      path.join(dir, 'hi/index.html'),
      '<head><script>setMode()</script><script>checkFont()</script></head>',
    );
    writeFileSync(path.join(dir, 'notes.txt'), '<script>notAPage()</script>');
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect((await inlineScriptHashes([dir])).sort()).toEqual([hash('setMode()'), hash('checkFont()')].sort());
    rmSync(dir, { recursive: true, force: true });
  });
});
