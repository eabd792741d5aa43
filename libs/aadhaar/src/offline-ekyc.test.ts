import { checkOfflineEkyc } from './offline-ekyc';
import { buildOfflineEkyc, buildOfflineEkycXml, createTestSigner, zipOfflineEkyc, type TestSigner } from './testing';

const now = new Date('2026-11-20T10:00:00Z');
const issuedAt = new Date('2026-11-19T08:30:15.250Z');
let uidai: TestSigner;
let stranger: TestSigner;

beforeAll(async () => {
  [uidai, stranger] = await Promise.all([createTestSigner(), createTestSigner('Someone else')]);
});

async function codeOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return undefined;
}

const check = (zip: Uint8Array, shareCode = '1234', certificates = [uidai.certificate]) =>
  checkOfflineEkyc(zip, shareCode, certificates, { now });

describe('checkOfflineEkyc', () => {
  it('opens the ZIP with the share code (ZipCrypto, as UIDAI writes it) and checks the XML', async () => {
    const identity = await check(await buildOfflineEkyc({ issuedAt, referenceLastFour: '0789' }, uidai.privateKeyPem));
    expect(identity).toMatchObject({ method: 'offline-ekyc', name: 'Kavya Nair', referenceLastFour: '0789' });
  });

  it('opens an AES-encrypted ZIP too', async () => {
    const zip = await zipOfflineEkyc(
      { 'offline.xml': buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem) },
      '5678',
      'aes',
    );
    expect((await check(zip, '5678')).name).toBe('Kavya Nair');
  });

  it.each(['0000', '12345', 'abcd', ''])('refuses a wrong share code: %j', async (code) => {
    const zip = await buildOfflineEkyc({ issuedAt }, uidai.privateKeyPem);
    expect(await codeOf(() => check(zip, code))).toBe('ekyc-wrong-share-code');
  });

  it('refuses every wrong code of a ZipCrypto file the same way (its one-byte check lets some through)', async () => {
    const zip = await buildOfflineEkyc({ issuedAt }, uidai.privateKeyPem, '4321');
    const codes = new Set<string | undefined>();
    for (let code = 0; code < 400; code += 1) {
      const text = String(code).padStart(4, '0');
      codes.add(await codeOf(() => check(zip, text)));
    }
    expect([...codes]).toEqual(['ekyc-wrong-share-code']);
  });

  it.each([
    ['nothing', new Uint8Array()],
    ['text', new TextEncoder().encode('not a zip file')],
    ['an XML file sent unzipped', new TextEncoder().encode('<OfflinePaperlessKyc/>')],
  ])('refuses %s as not a ZIP', async (_, bytes) => {
    expect(await codeOf(() => check(bytes))).toBe('ekyc-not-a-zip');
  });

  it('refuses a ZIP with no file or more than one, another kind of file, or no encryption', async () => {
    const xml = buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem);
    expect(await codeOf(async () => check(await zipOfflineEkyc({}, '1234')))).toBe('ekyc-unexpected-content');
    expect(await codeOf(async () => check(await zipOfflineEkyc({ 'a.xml': xml, 'b.xml': xml }, '1234')))).toBe(
      'ekyc-unexpected-content',
    );
    expect(await codeOf(async () => check(await zipOfflineEkyc({ 'photo.jpg': xml }, '1234')))).toBe(
      'ekyc-unexpected-content',
    );
    expect(await codeOf(async () => check(await zipOfflineEkyc({ 'folder/a.xml': xml }, '1234')))).toBe(
      'ekyc-unexpected-content',
    );
    expect(await codeOf(async () => check(await zipOfflineEkyc({ 'a.xml': xml }, null)))).toBe(
      'ekyc-unexpected-content',
    );
  });

  it('stops a ZIP bomb at the XML size limit', async () => {
    const bomb = await zipOfflineEkyc({ 'a.xml': `<a>${' '.repeat(20 * 1024 * 1024)}</a>` }, '1234');
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await codeOf(() => check(bomb))).toBe('ekyc-too-large');
  });

  it('stops a ZIP bomb whose headers understate its size', async () => {
    const bomb = Buffer.from(await zipOfflineEkyc({ 'a.xml': `<a>${' '.repeat(4 * 1024 * 1024)}</a>` }, '1234', 'aes'));
    // The declared uncompressed size, in the local header and the central directory, set to a harmless 1 KB.
    for (let at = bomb.indexOf('PK\x03\x04'); at >= 0; at = bomb.indexOf('PK\x03\x04', at + 4)) {
      bomb.writeUInt32LE(1024, at + 22);
    }
    for (let at = bomb.indexOf('PK\x01\x02'); at >= 0; at = bomb.indexOf('PK\x01\x02', at + 4)) {
      bomb.writeUInt32LE(1024, at + 24);
    }
    expect(await codeOf(() => check(bomb))).toBe('ekyc-too-large');
  });

  it('refuses a ZIP larger than the file UIDAI gives', async () => {
    expect(await codeOf(() => check(new Uint8Array(2 * 1024 * 1024)))).toBe('ekyc-too-large');
  });

  it('refuses an XML signed by another key, or changed', async () => {
    expect(await codeOf(async () => check(await buildOfflineEkyc({ issuedAt }, stranger.privateKeyPem)))).toBe(
      'signature-invalid',
    );
    const changed = buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem).replace(
      'dob="14-02-1996"',
      'dob="14-02-1990"',
    );
    expect(await codeOf(async () => check(await zipOfflineEkyc({ 'a.xml': changed }, '1234')))).toBe(
      'signature-invalid',
    );
  });

  it('refuses a file made too long ago', async () => {
    const zip = await buildOfflineEkyc({ issuedAt: new Date('2026-01-01T00:00:00Z') }, uidai.privateKeyPem);
    expect(await codeOf(() => check(zip))).toBe('document-too-old');
  });

  it('says "not configured" without certificates', async () => {
    const zip = await buildOfflineEkyc({ issuedAt }, uidai.privateKeyPem);
    expect(await codeOf(() => check(zip, '1234', []))).toBe('not-configured');
  });
});
