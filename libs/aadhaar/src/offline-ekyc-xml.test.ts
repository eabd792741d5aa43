import { checkOfflineEkycXml } from './offline-ekyc-xml';
import {
  buildOfflineEkycXml,
  createTestSigner,
  fakeJpegPhoto,
  offlineEkycXml,
  signOfflineEkycXml,
  type TestSigner,
} from './testing';

const now = new Date('2026-11-20T10:00:00Z');
const issuedAt = new Date('2026-11-19T08:30:15.250Z');
let uidai: TestSigner;
let stranger: TestSigner;

beforeAll(async () => {
  [uidai, stranger] = await Promise.all([createTestSigner(), createTestSigner('Someone else')]);
});

function check(xml: string, certificates = [uidai.certificate]) {
  return checkOfflineEkycXml(xml, certificates, { now });
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('checkOfflineEkycXml', () => {
  it.each(['rsa-sha1', 'rsa-sha256'] as const)(
    'reads a file UIDAI signed with %s: only what we may keep',
    (algorithm) => {
      const photo = fakeJpegPhoto();
      const identity = check(
        buildOfflineEkycXml({ issuedAt, referenceLastFour: '0789', photo, algorithm }, uidai.privateKeyPem),
      );
      expect(identity).toEqual({
        method: 'offline-ekyc',
        name: 'Kavya Nair',
        dateOfBirth: '1996-02-14',
        gender: 'F',
        referenceLastFour: '0789',
        issuedAt,
        photo: { format: 'jpeg', bytes: Uint8Array.from(photo) },
      });
      expect(JSON.stringify(identity)).not.toMatch(/Kerala|682030|Suresh/);
    },
  );

  it('accepts the file under any one of several certificates', () => {
    const xml = buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem);
    expect(check(xml, [stranger.certificate, uidai.certificate]).name).toBe('Kavya Nair');
  });

  it('refuses a file signed by another key (wrong certificate)', () => {
    expect(codeOf(() => check(buildOfflineEkycXml({ issuedAt }, stranger.privateKeyPem)))).toBe('signature-invalid');
  });

  it('refuses a file whose name was changed after signing', () => {
    const xml = buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem).replace('Kavya Nair', 'Kavya Menon');
    expect(codeOf(() => check(xml))).toBe('signature-invalid');
  });

  it('refuses a file whose signature value was changed', () => {
    const xml = buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem).replace(
      /<SignatureValue>(.)/,
      (_, first: string) => `<SignatureValue>${first === 'A' ? 'B' : 'A'}`,
    );
    expect(codeOf(() => check(xml))).toBe('signature-invalid');
  });

  it('refuses a file without a signature, or with two', () => {
    expect(codeOf(() => check(offlineEkycXml({ issuedAt })))).toBe('signature-invalid');
    const signed = buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem);
    const signature = /<Signature [\s\S]*<\/Signature>/.exec(signed)?.[0] ?? '';
    expect(codeOf(() => check(signed.replace('</OfflinePaperlessKyc>', `${signature}</OfflinePaperlessKyc>`)))).toBe(
      'signature-invalid',
    );
  });

  it('refuses a genuine signature over part of the document, so unsigned data beside it is never read (wrapping)', () => {
    const xml = offlineEkycXml({ issuedAt }).replace('<UidData>', '<UidData ID="signed-part">');
    const partlySigned = signOfflineEkycXml(xml, uidai.privateKeyPem, 'rsa-sha1', {
      xpath: "//*[@ID='signed-part']",
      uri: '#signed-part',
    });
    expect(codeOf(() => check(partlySigned))).toBe('signature-invalid');
  });

  it('refuses the signed document wrapped inside another root', () => {
    const signed = buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem).replace(/^<\?xml[^>]*>/, '');
    const forged = `<OfflinePaperlessKyc referenceId="432120261119140015250"><UidData><Poi dob="01-01-1990" gender="M" name="Someone Else"/></UidData>${signed}</OfflinePaperlessKyc>`;
    expect(codeOf(() => check(forged))).toBe('signature-invalid');
  });

  it('refuses a document type declaration (entity expansion, outside references)', () => {
    const signed = buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem);
    const withDtd = signed.replace(
      /^<\?xml[^>]*>/,
      (declaration) => `${declaration}<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>`,
    );
    expect(codeOf(() => check(withDtd))).toBe('ekyc-xml-invalid');
  });

  it.each(['', 'not xml at all', '<OfflinePaperlessKyc>', '<Other/>'])(
    'refuses what is not the e-KYC XML: %j',
    (xml) => {
      expect(codeOf(() => check(xml))).toBe('ekyc-xml-invalid');
    },
  );

  it('refuses a signed file whose date of birth cannot be read', () => {
    const xml = buildOfflineEkycXml({ issuedAt, dateOfBirth: '1996-02-14' }, uidai.privateKeyPem);
    expect(codeOf(() => check(xml))).toBe('ekyc-xml-invalid');
  });

  it('refuses a file made more than 3 days ago, and a file dated ahead', () => {
    const old = buildOfflineEkycXml({ issuedAt: new Date(now.getTime() - 4 * 86_400_000) }, uidai.privateKeyPem);
    expect(codeOf(() => check(old))).toBe('document-too-old');
    const ahead = buildOfflineEkycXml({ issuedAt: new Date(now.getTime() + 86_400_000) }, uidai.privateKeyPem);
    expect(codeOf(() => check(ahead))).toBe('document-date-invalid');
  });

  it('says "not configured" without certificates', () => {
    expect(codeOf(() => check(buildOfflineEkycXml({ issuedAt }, uidai.privateKeyPem), []))).toBe('not-configured');
  });
});
