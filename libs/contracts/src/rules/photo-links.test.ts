import { earliestPhotoLinkEnd, photoLinkEnd } from './photo-links';

const signed = (end: number) => `/api/photos/${'ab'.repeat(16)}.webp?access=7.${end}.${'x'.repeat(32)}`;

describe('photo link ends', () => {
  it('reads the end of a signed link, and none from any other address', () => {
    expect(photoLinkEnd(signed(1795000000))).toBe(1795000000_000);
    expect(photoLinkEnd(`/uploads/photos/${'ab'.repeat(16)}.webp`)).toBeNull();
    expect(photoLinkEnd(`/elsewhere?access=7.1795000000.${'x'.repeat(32)}`)).toBeNull();
    expect(photoLinkEnd('/api/photos/x.webp?access=garbage')).toBeNull();
  });

  it('finds the earliest end anywhere in an answer', () => {
    const answer = {
      items: [
        { photo: { url: signed(1795000600) } },
        { photo: null },
        { photo: { url: signed(1795000300) }, gallery: [{ url: signed(1795000900) }] },
      ],
      nextCursor: null,
    };
    expect(earliestPhotoLinkEnd(answer)).toBe(1795000300_000);
    expect(earliestPhotoLinkEnd({ items: [{ url: '/uploads/photos/a.webp' }], total: 3 })).toBeNull();
    expect(earliestPhotoLinkEnd(undefined)).toBeNull();
  });
});
