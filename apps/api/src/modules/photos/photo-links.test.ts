import { photoLinkFor, privateCacheControl, usePhotoLinkSecret, verifyPhotoLink } from './photo-links';

const name = `${'ab'.repeat(16)}.webp`;
const access = (url: string) => new URL(url, 'http://localhost').searchParams.get('access') as string;

describe('private photo links', () => {
  beforeAll(() => usePhotoLinkSecret('test-secret-that-is-long-enough-0123456789'));

  it('give the public address of a public photo, and a signed one otherwise that ends within five minutes', () => {
    expect(photoLinkFor(name, { isPublic: true, viewerId: 7 })).toBe(`/uploads/photos/${name}`);
    const now = Date.UTC(2026, 10, 23, 10, 15, 30);
    const link = photoLinkFor(name, { isPublic: false, viewerId: 7 }, now);
    expect(link).toMatch(new RegExp(`^/api/photos/${name}\\?access=7\\.\\d{10}\\.[\\w-]{32}$`));
    expect(verifyPhotoLink(name, access(link), now)).toEqual({
      viewerId: 7,
      expires: Date.UTC(2026, 10, 23, 10, 20) / 1000,
    });
    // The same address for the rest of the minute, so browsers keep the photo; a new one after it.
    expect(photoLinkFor(name, { isPublic: false, viewerId: 7 }, now + 29_000)).toBe(link);
    expect(photoLinkFor(name, { isPublic: false, viewerId: 7 }, now + 30_000)).not.toBe(link);
    expect(privateCacheControl(Date.UTC(2026, 10, 23, 10, 20) / 1000, now)).toBe('private, max-age=270');
  });

  it('refuse an ended link, another photo’s, and a forged or altered one', () => {
    const now = Date.UTC(2026, 10, 23, 10, 15);
    const link = access(photoLinkFor(name, { isPublic: false, viewerId: 7 }, now));
    expect(verifyPhotoLink(name, link, Date.UTC(2026, 10, 23, 10, 19, 59))).not.toBeNull();
    expect(verifyPhotoLink(name, link, Date.UTC(2026, 10, 23, 10, 20))).toBeNull();
    expect(verifyPhotoLink(`${'cd'.repeat(16)}.webp`, link, now)).toBeNull();
    expect(verifyPhotoLink(name, link.replace(/^7\./, '8.'), now)).toBeNull();
    expect(verifyPhotoLink(name, 'garbage', now)).toBeNull();
  });

  it('refuse a link signed to last longer than links now do', () => {
    const now = Date.UTC(2026, 10, 23, 10, 15);
    const later = access(photoLinkFor(name, { isPublic: false, viewerId: 7 }, now + 2 * 3600_000));
    expect(verifyPhotoLink(name, later, now + 2 * 3600_000)).not.toBeNull();
    expect(verifyPhotoLink(name, later, now)).toBeNull();
  });

  it('accept a link signed by a host whose clock is up to a minute ahead', () => {
    // Signed just after a whole minute on one host, the link lasts its full five minutes from there.
    const link = access(photoLinkFor(name, { isPublic: false, viewerId: 7 }, Date.UTC(2026, 10, 23, 10, 15, 0, 500)));
    expect(verifyPhotoLink(name, link, Date.UTC(2026, 10, 23, 10, 14, 58))).not.toBeNull();
    expect(verifyPhotoLink(name, link, Date.UTC(2026, 10, 23, 10, 14))).not.toBeNull();
    expect(verifyPhotoLink(name, link, Date.UTC(2026, 10, 23, 10, 13, 59))).toBeNull();
  });

  it('cannot be switched to another secret in the same process', () => {
    expect(() => usePhotoLinkSecret('another-secret-that-is-long-enough-99999')).toThrow(/another secret/);
  });
});
