import sharp from 'sharp';
import { readQrFromImage } from './read-qr-image';
import { checkSecureQr } from './secure-qr';
import { buildSecureQr, createTestSigner, qrImage, type TestSigner } from './testing';

const issuedAt = new Date('2026-11-19T08:30:15.250Z');
let uidai: TestSigner;
let text: string;
let png: Buffer;

beforeAll(async () => {
  uidai = await createTestSigner();
  text = buildSecureQr({ issuedAt }, uidai.privateKeyPem);
  png = await qrImage(text);
});

async function codeOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return undefined;
}

describe('readQrFromImage', () => {
  it('reads a real-size Secure QR (thousands of digits) from a PNG, and the text passes the check', async () => {
    expect(text.length).toBeGreaterThan(3500);
    expect(await readQrFromImage(png)).toBe(text);
    const identity = checkSecureQr(await readQrFromImage(png), [uidai.certificate], { now: issuedAt });
    expect(identity.name).toBe('Kavya Nair');
  });

  it('reads it from a JPEG photo where the QR is a small part of a large frame', async () => {
    const { width = 0 } = await sharp(png).metadata();
    const photo = await sharp({ create: { width: 3600, height: 2800, channels: 3, background: '#e8e4da' } })
      .composite([{ input: png, left: 1500, top: 900 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(width).toBeLessThan(1200);
    expect(await readQrFromImage(photo)).toBe(text);
  });

  it('says the image is unreadable when it is downscaled below what the modules need', async () => {
    const { width = 0 } = await sharp(png).metadata();
    const small = await sharp(png)
      .resize(Math.round(width / 3))
      .png()
      .toBuffer();
    expect(await codeOf(() => readQrFromImage(small))).toBe('qr-unreadable-image');
  });

  it('says the image is unreadable when it is blurred', async () => {
    const blurred = await sharp(png).blur(4).png().toBuffer();
    expect(await codeOf(() => readQrFromImage(blurred))).toBe('qr-unreadable-image');
  });

  it('says the image is unreadable when it has no QR code', async () => {
    const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(await codeOf(() => readQrFromImage(blank))).toBe('qr-unreadable-image');
  });

  it('says the image is unreadable when the file is not an image', async () => {
    expect(await codeOf(() => readQrFromImage(new TextEncoder().encode('%PDF-1.7 not an image')))).toBe(
      'qr-unreadable-image',
    );
  });
});
