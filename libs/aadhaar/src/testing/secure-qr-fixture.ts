import { randomBytes, sign } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface SecureQrFixture {
  /** 0: UIDAI's 2019 layout (with the hashes); 2: "V2" (the mobile's last four, no hashes). */
  readonly version?: 0 | 2;
  /** 0 none, 1 e-mail, 2 mobile, 3 both. */
  readonly emailMobileIndicator?: 0 | 1 | 2 | 3;
  readonly referenceLastFour?: string;
  readonly issuedAt?: Date;
  readonly name?: string;
  /** As UIDAI writes it: DD-MM-YYYY. */
  readonly dateOfBirth?: string;
  readonly gender?: string;
  readonly photo?: Uint8Array;
  /** Extra bytes among the fields, for layouts we must refuse. */
  readonly fieldsOverride?: readonly string[];
}

const DELIMITER = Buffer.from([255]);

/** A JPEG 2000 codestream's first markers, then noise: the size of a real Secure QR photo, and incompressible. */
export function fakeJpeg2000Photo(size = 1400): Uint8Array {
  return Buffer.concat([Buffer.from([0xff, 0x4f, 0xff, 0x51]), randomBytes(size - 4)]);
}

/** UIDAI's reference id: last four digits, then the time in India as YYYYMMDDHHMMSS and milliseconds. */
export function referenceIdOf(lastFour: string, issuedAt: Date): string {
  const ist = new Date(issuedAt.getTime() + 330 * 60_000).toISOString();
  return lastFour + ist.slice(0, 23).replace(/[-T:.]/g, '');
}

/** The signed payload before compression, byte for byte as UIDAI lays it out, signed with the given key. */
export function buildSecureQrBytes(fixture: SecureQrFixture, privateKeyPem: string): Buffer {
  const version = fixture.version ?? 2;
  const indicator = fixture.emailMobileIndicator ?? 3;
  const fields = fixture.fieldsOverride ?? [
    ...(version === 2 ? ['V2'] : []),
    String(indicator),
    referenceIdOf(fixture.referenceLastFour ?? '4321', fixture.issuedAt ?? new Date()),
    fixture.name ?? 'Kavya Nair',
    fixture.dateOfBirth ?? '14-02-1996',
    fixture.gender ?? 'F',
    'D/O: Suresh Nair', // care of
    'Ernakulam', // district
    'Near Temple', // landmark
    '12/345', // house
    'Kakkanad', // location
    '682030', // pin code
    'Kakkanad', // post office
    'Kerala', // state
    'Main Road', // street
    'Kanayannur', // sub-district
    'Kochi', // VTC
    ...(version === 2 ? ['9876'] : []),
  ];
  const hashes = version === 2 ? [] : Array.from({ length: [0, 1, 1, 2][indicator] }, () => randomBytes(32) as Buffer);
  const signed = Buffer.concat([
    ...fields.flatMap((field) => [Buffer.from(field, 'latin1'), DELIMITER]),
    Buffer.from(fixture.photo ?? fakeJpeg2000Photo()),
    ...hashes,
  ]);
  return Buffer.concat([signed, sign('sha256', signed, privateKeyPem)]);
}

/** What a QR reader gives for these bytes: gzip them, read them as one big-endian number, write it in decimal. */
export function secureQrText(bytes: Uint8Array): string {
  return BigInt(`0x${gzipSync(bytes).toString('hex')}`).toString(10);
}

export function buildSecureQr(fixture: SecureQrFixture, privateKeyPem: string): string {
  return secureQrText(buildSecureQrBytes(fixture, privateKeyPem));
}
