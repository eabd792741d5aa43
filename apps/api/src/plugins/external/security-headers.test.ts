import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('opens no cross-origin access', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hashes exactly the inline scripts of the built pages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const file = path.join(dir, 'index.html');
    writeFileSync(file, '<head><script>setMode()</script><script type="module" src="/a.js"></script></head>');
    const expected = `'sha256-${createHash('sha256').update('setMode()').digest('base64')}'`;
    await expect(inlineScriptHashes([file])).resolves.toEqual([expected]);
    rmSync(dir, { recursive: true, force: true });
  });
});
