import { dataSaverImage, optimisedImageUrl } from './optimised-image-url';

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

  describe('when the browser asks to save data', () => {
    afterEach(() => Reflect.deleteProperty(navigator, 'connection'));

    it('asks for the next smaller width /api/image renders, at its lightest quality', () => {
      expect(dataSaverImage(384)).toEqual({ width: 256, quality: 60 });
      expect(dataSaverImage(96)).toEqual({ width: 64, quality: 60 });
      expect(dataSaverImage(1080)).toEqual({ width: 828, quality: 60 });
      expect(dataSaverImage(16)).toEqual({ width: 16, quality: 60 });
    });

    it("reads the browser's Save-Data setting (navigator.connection.saveData)", () => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
      expect(optimisedImageUrl({ apiBaseUrl: '' }, '/uploads/photos/abc.webp', 384)).toBe(
        '/api/image?url=%2Fuploads%2Fphotos%2Fabc.webp&w=256&q=60',
      );
      Object.defineProperty(navigator, 'connection', { value: { saveData: false }, configurable: true });
      expect(optimisedImageUrl({ apiBaseUrl: '' }, '/uploads/photos/abc.webp', 384)).toBe(
        '/api/image?url=%2Fuploads%2Fphotos%2Fabc.webp&w=384',
      );
    });
  });
});
