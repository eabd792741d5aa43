import { signedPhotoLinkOf } from './photo-link-refresh';

const link = `/api/photos/${'ab'.repeat(16)}.webp?access=7.1795000000.${'x'.repeat(32)}`;
const base = 'https://matri.example/dashboard';

describe('signedPhotoLinkOf', () => {
  it('finds a signed link shown directly, through the image optimiser, or from the API origin', () => {
    expect(signedPhotoLinkOf(link, base)).toBe(link);
    expect(signedPhotoLinkOf(`/api/image?url=${encodeURIComponent(link)}&w=256`, base)).toBe(link);
    expect(signedPhotoLinkOf(`https://api.matri.example${link}`, base)).toBe(link);
  });

  it('finds none in other addresses', () => {
    expect(signedPhotoLinkOf(`/uploads/photos/${'ab'.repeat(16)}.webp`, base)).toBeNull();
    expect(signedPhotoLinkOf(`/api/image?url=%2Fuploads%2Fphotos%2Fa.webp&w=256`, base)).toBeNull();
    expect(signedPhotoLinkOf('/images/avatar-placeholder.svg', base)).toBeNull();
    expect(signedPhotoLinkOf('http://[bad', base)).toBeNull();
  });
});
