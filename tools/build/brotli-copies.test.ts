import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { writeBrotliCopies } from './brotli-copies';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'brotli-copies-'));
  mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeBrotliCopies', () => {
  it('leaves beside each text file, in sub-folders too, a copy that decompresses to it', async () => {
    const script = 'export const words = ["namaste", "swagat"];\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets/index-abc.js'), script);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><p>home</p>'.repeat(50));
    const copies = await writeBrotliCopies(dir);
    expect(copies.files).toBe(2);
    expect(copies.brotliBytes).toBeLessThan(copies.bytes / 10);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/index-abc.js.br'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('copies no font or image, and no file the copy would not make smaller', async () => {
    writeFileSync(path.join(dir, 'assets/font-abc.woff2'), 'wOF2'.repeat(500));
    writeFileSync(path.join(dir, 'robots.txt'), 'A');
    const copies = await writeBrotliCopies(dir);
    expect(copies.files).toBe(0);
    expect(existsSync(path.join(dir, 'assets/font-abc.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'robots.txt.br'))).toBe(false);
  });
});
