import { sniffImageType } from './sniff-image-type';

function bytes(...parts: (string | number[])[]): Uint8Array {
  return Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
}

describe('sniffImageType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF\0\0\0\0\0\0')],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13])],
    ['webp', bytes('RIFF', [0, 1, 0, 0], 'WEBPVP8 ')],
    ['heic', bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0])],
    ['heic', bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0])],
  ])('recognises %s by its first bytes', (type, data) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n')],
    ['an AVIF (not a phone photo format we take)', bytes([0, 0, 0, 24], 'ftypavif', [0, 0, 0, 0])],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0, 0, 0])],
    ['too few bytes', bytes([0xff, 0xd8, 0xff])],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});
