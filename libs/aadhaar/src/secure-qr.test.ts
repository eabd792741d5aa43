import { gzipSync } from 'node:zlib';
import { buildSecureQr, buildSecureQrBytes, createTestSigner, fakeJpeg2000Photo, secureQrText } from './testing';
import type { TestSigner } from './testing';
import { checkSecureQr } from './secure-qr';

const now = new Date('2026-11-20T10:00:00Z');
const issuedAt = new Date('2026-11-19T08:30:15.250Z');
let uidai: TestSigner;
let stranger: TestSigner;

beforeAll(async () => {
  [uidai, stranger] = await Promise.all([createTestSigner(), createTestSigner('Someone else')]);
});

function check(text: string, certificates = [uidai.certificate]) {
  return checkSecureQr(text, certificates, { now });
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('checkSecureQr', () => {
  it('reads a V2 Secure QR signed by UIDAI: only the fields we may keep, and the photo in memory', () => {
    const photo = fakeJpeg2000Photo();
    const text = buildSecureQr({ issuedAt, referenceLastFour: '0789', photo }, uidai.privateKeyPem);
    const identity = check(text);
    expect(identity).toEqual({
      method: 'secure-qr',
      name: 'Kavya Nair',
      dateOfBirth: '1996-02-14',
      gender: 'F',
      referenceLastFour: '0789',
      issuedAt,
      photo: { format: 'jpeg2000', bytes: Uint8Array.from(photo) },
    });
    expect(JSON.stringify(identity)).not.toMatch(/Kerala|682030|Suresh|9876/);
  });

  it.each([0, 1, 2, 3] as const)(
    'reads the 2019 layout with e-mail/mobile indicator %i (hashes after the photo)',
    (indicator) => {
      const photo = fakeJpeg2000Photo(900);
      const text = buildSecureQr({ version: 0, emailMobileIndicator: indicator, issuedAt, photo }, uidai.privateKeyPem);
      expect(check(text).photo?.bytes).toEqual(Uint8Array.from(photo));
    },
  );

  it('accepts the document under any one of several certificates (UIDAI rotates its key)', () => {
    const text = buildSecureQr({ issuedAt }, uidai.privateKeyPem);
    expect(check(text, [stranger.certificate, uidai.certificate]).name).toBe('Kavya Nair');
  });

  it('reads a date of birth given as the year alone', () => {
    const text = buildSecureQr({ issuedAt, dateOfBirth: '1996' }, uidai.privateKeyPem);
    expect(check(text).dateOfBirth).toBe('1996');
  });

  it('refuses a QR signed by another key (wrong certificate)', () => {
    expect(codeOf(() => check(buildSecureQr({ issuedAt }, stranger.privateKeyPem)))).toBe('signature-invalid');
  });

  it('refuses a payload with one byte changed after signing', () => {
    const bytes = buildSecureQrBytes({ issuedAt }, uidai.privateKeyPem);
    const at = bytes.indexOf('Kavya');
    bytes[at] = 'L'.charCodeAt(0);
    expect(codeOf(() => check(secureQrText(bytes)))).toBe('signature-invalid');
  });

  it('refuses a changed signature byte', () => {
    const bytes = buildSecureQrBytes({ issuedAt }, uidai.privateKeyPem);
    bytes[bytes.length - 1] ^= 1;
    expect(codeOf(() => check(secureQrText(bytes)))).toBe('signature-invalid');
  });

  it.each(['', 'hello', '12 34', '-123', '1e9', 'https://example.org/'])(
    'refuses text that is not a number: %j',
    (text) => {
      expect(codeOf(() => check(text))).toBe('qr-not-a-number');
    },
  );

  it('refuses a number longer than any QR code can hold', () => {
    expect(codeOf(() => check('9'.repeat(7090)))).toBe('qr-not-a-number');
  });

  it('refuses a number that is not compressed data', () => {
    expect(codeOf(() => check('123456789012345678901234567890'))).toBe('qr-wrong-layout');
  });

  it('refuses compressed data too short to carry a signature', () => {
    const text = BigInt(`0x${gzipSync(Buffer.from('V2\xff3\xff')).toString('hex')}`).toString(10);
    expect(codeOf(() => check(text))).toBe('qr-wrong-layout');
  });

  it('refuses a signed payload whose fields are not the Secure QR layout', () => {
    const text = buildSecureQr({ fieldsOverride: ['V2', '3', 'only three fields'] }, uidai.privateKeyPem);
    expect(codeOf(() => check(text))).toBe('qr-wrong-layout');
  });

  it('refuses a signed payload with an unreadable date of birth or gender', () => {
    expect(codeOf(() => check(buildSecureQr({ issuedAt, dateOfBirth: '31-02-1996' }, uidai.privateKeyPem)))).toBe(
      'qr-wrong-layout',
    );
    expect(codeOf(() => check(buildSecureQr({ issuedAt, gender: 'X' }, uidai.privateKeyPem)))).toBe('qr-wrong-layout');
  });

  it('refuses a version whose layout UIDAI has not published', () => {
    const text = buildSecureQr({ fieldsOverride: ['V9', '3', '1234', 'x'] }, uidai.privateKeyPem);
    expect(codeOf(() => check(text))).toBe('qr-unsupported-version');
  });

  it('refuses a document older than the limit (3 days by default), and accepts a longer limit', () => {
    const old = new Date(now.getTime() - 4 * 86_400_000);
    const text = buildSecureQr({ issuedAt: old }, uidai.privateKeyPem);
    expect(codeOf(() => check(text))).toBe('document-too-old');
    expect(checkSecureQr(text, [uidai.certificate], { now, maxAgeDays: 30 }).issuedAt).toEqual(old);
  });

  it('refuses a document dated in the future', () => {
    const text = buildSecureQr({ issuedAt: new Date(now.getTime() + 86_400_000) }, uidai.privateKeyPem);
    expect(codeOf(() => check(text))).toBe('document-date-invalid');
  });

  it('says "not configured" without certificates, never passes', () => {
    expect(codeOf(() => check(buildSecureQr({ issuedAt }, uidai.privateKeyPem), []))).toBe('not-configured');
  });
});
