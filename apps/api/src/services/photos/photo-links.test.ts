import { photoLinkFor, usePhotoLinkSecret, verifyPhotoLink } from './photo-links';

const name = `${'ab'.repeat(16)}.webp`;
const access = (url: string) => new URL(url, 'http://localhost').searchParams.get('access') as string;

describe('private photo links', () => {
  beforeAll(() => usePhotoLinkSecret('test-secret-that-is-long-enough-0123456789'));

  it('give the public address of a public photo, and a signed one otherwise that ends within two whole hours', () => {
    expect(photoLinkFor(name, { isPublic: true, viewerId: 7 })).toBe(`/uploads/photos/${name}`);
    const now = Date.UTC(2026, 10, 23, 10, 15);
    const link = photoLinkFor(name, { isPublic: false, viewerId: 7 }, now);
    expect(link).toMatch(new RegExp(`^/api/photos/${name}\\?access=7\\.\\d{10}\\.[\\w-]{32}$`));
    expect(verifyPhotoLink(name, access(link), now)).toEqual({
      viewerId: 7,
      expires: Date.UTC(2026, 10, 23, 12) / 1000,
    });
    // The same address for the whole hour, so browsers keep the photo.
    expect(photoLinkFor(name, { isPublic: false, viewerId: 7 }, now + 40 * 60_000)).toBe(link);
  });

  it('refuse an expired link, another photo’s, and a forged or altered one', () => {
    const now = Date.UTC(2026, 10, 23, 10, 15);
    const link = access(photoLinkFor(name, { isPublic: false, viewerId: 7 }, now));
    expect(verifyPhotoLink(name, link, Date.UTC(2026, 10, 23, 12, 0, 1))).toBeNull();
    expect(verifyPhotoLink(`${'cd'.repeat(16)}.webp`, link, now)).toBeNull();
    expect(verifyPhotoLink(name, link.replace(/^7\./, '8.'), now)).toBeNull();
    expect(verifyPhotoLink(name, 'garbage', now)).toBeNull();
  });

  it('cannot be switched to another secret in the same process', () => {
    expect(() => usePhotoLinkSecret('another-secret-that-is-long-enough-99999')).toThrow(/another secret/);
  });
});
