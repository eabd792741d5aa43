import { optimisedImageUrl } from './optimised-image-url';

describe('optimisedImageUrl', () => {
  it('sends our uploads through /api/image on the API base, leaving the default quality implicit', () => {
    expect(optimisedImageUrl({ apiBaseUrl: '' }, '/uploads/photos/abc.webp', 96)).toBe(
      '/api/image?url=%2Fuploads%2Fphotos%2Fabc.webp&w=96',
    );
    expect(optimisedImageUrl({ apiBaseUrl: 'https://api.example.in' }, '/uploads/photos/abc.webp', 640, 60)).toBe(
      'https://api.example.in/api/image?url=%2Fuploads%2Fphotos%2Fabc.webp&w=640&q=60',
    );
  });

  it('uses absolute urls as they are', () => {
    expect(optimisedImageUrl({ apiBaseUrl: '' }, 'https://cdn.example.in/a.jpg', 96)).toBe(
      'https://cdn.example.in/a.jpg',
    );
  });
});
