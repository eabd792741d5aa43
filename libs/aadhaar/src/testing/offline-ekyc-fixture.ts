import { TextReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import { SignedXml } from 'xml-crypto';
import { referenceIdOf } from './secure-qr-fixture';

export interface OfflineEkycFixture {
  readonly referenceLastFour?: string;
  readonly issuedAt?: Date;
  readonly name?: string;
  /** As UIDAI writes it: DD-MM-YYYY. */
  readonly dateOfBirth?: string;
  readonly gender?: string;
  /** A JPEG's bytes; a tiny stand-in by default. */
  readonly photo?: Uint8Array;
  /** UIDAI's published samples sign with RSA-SHA1; newer files with RSA-SHA256. */
  readonly algorithm?: 'rsa-sha1' | 'rsa-sha256';
}

const algorithms = {
  'rsa-sha1': {
    signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    digest: 'http://www.w3.org/2000/09/xmldsig#sha1',
  },
  'rsa-sha256': {
    signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  },
} as const;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JPEG's start and end markers around noise: enough for the tests, which never decode it. */
export function fakeJpegPhoto(size = 3000): Uint8Array {
  const bytes = Buffer.alloc(size, 0x55);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
}

/** The XML before signing, with UIDAI's elements and attributes. */
export function offlineEkycXml(fixture: OfflineEkycFixture = {}): string {
  const referenceId = referenceIdOf(fixture.referenceLastFour ?? '4321', fixture.issuedAt ?? new Date());
  const photo = Buffer.from(fixture.photo ?? fakeJpegPhoto()).toString('base64');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    `<OfflinePaperlessKyc referenceId="${referenceId}">` +
    '<UidData>' +
    `<Poi dob="${escape(fixture.dateOfBirth ?? '14-02-1996')}" e="${'ab'.repeat(32)}" gender="${escape(fixture.gender ?? 'F')}" m="${'cd'.repeat(32)}" name="${escape(fixture.name ?? 'Kavya Nair')}"/>` +
    '<Poa careof="D/O: Suresh Nair" country="India" dist="Ernakulam" house="12/345" landmark="Near Temple" loc="Kakkanad" pc="682030" po="Kakkanad" state="Kerala" street="Main Road" subdist="Kanayannur" vtc="Kochi"/>' +
    `<Pht>${photo}</Pht>` +
    '</UidData>' +
    '</OfflinePaperlessKyc>'
  );
}

/** Signs `xml` as UIDAI does: an enveloped XML-DSig over the whole document (Reference URI=""), appended to the root. */
export function signOfflineEkycXml(
  xml: string,
  privateKeyPem: string,
  algorithm: OfflineEkycFixture['algorithm'] = 'rsa-sha1',
  reference: { xpath: string; uri?: string } = { xpath: '/*' },
): string {
  const signer = new SignedXml({
    privateKey: privateKeyPem,
    signatureAlgorithm: algorithms[algorithm].signature,
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  signer.addReference({
    xpath: reference.xpath,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    ],
    digestAlgorithm: algorithms[algorithm].digest,
    ...(reference.uri === undefined ? { isEmptyUri: true } : { uri: reference.uri }),
  });
  signer.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return signer.getSignedXml();
}

export function buildOfflineEkycXml(fixture: OfflineEkycFixture, privateKeyPem: string): string {
  return signOfflineEkycXml(offlineEkycXml(fixture), privateKeyPem, fixture.algorithm);
}

/** The ZIP UIDAI hands out: the XML alone, encrypted with the share code (ZipCrypto, as UIDAI's files are). */
export async function zipOfflineEkyc(
  files: Readonly<Record<string, string>>,
  shareCode: string | null,
  encryption: 'zipcrypto' | 'aes' = 'zipcrypto',
): Promise<Uint8Array> {
  const writer = new ZipWriter(new Uint8ArrayWriter(), {
    useWebWorkers: false,
    ...(shareCode === null ? {} : { password: shareCode, zipCrypto: encryption === 'zipcrypto' }),
  });
  for (const [name, text] of Object.entries(files)) await writer.add(name, new TextReader(text));
  return writer.close();
}

export async function buildOfflineEkyc(
  fixture: OfflineEkycFixture,
  privateKeyPem: string,
  shareCode = '1234',
): Promise<Uint8Array> {
  const issued = referenceIdOf('', fixture.issuedAt ?? new Date());
  return zipOfflineEkyc({ [`offlineaadhaar${issued}.xml`]: buildOfflineEkycXml(fixture, privateKeyPem) }, shareCode);
}
