import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProfile, PhotoJson } from '@matri/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PhotosPanel } from './photos-panel';

const get = jest.fn();
const post = jest.fn();
const shrinkPhoto = jest.fn();

jest.mock('../../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));
// The shrinking step has its own tests (shrink-photo.test.ts); here, what the panel does with its answer.
jest.mock('../shrink-photo', () => ({ shrinkPhoto: (file: File) => shrinkPhoto(file) }));

const photo = (id: number, overrides: Partial<PhotoJson>): PhotoJson => ({
  id,
  url: `/api/photos/${id}.webp?access=1.2.3`,
  width: 640,
  height: 480,
  mime: 'image/webp',
  size: 1000,
  isPrimary: id === 1,
  isBlurred: false,
  createdAt: '2026-11-26T09:00:00.000Z',
  screening: 'passed',
  screeningNote: null,
  isPrepared: true,
  ...overrides,
});

const profile = { photoVisibility: 'all', photoAudience: 'anyone' } as OwnProfile;

describe('PhotosPanel', () => {
  it('says beside each photo not passed what its screening means, in the words the API gave', async () => {
    get.mockImplementation(async (url: string) =>
      url === '/api/users/me/photos'
        ? [
            photo(1, {}),
            photo(2, {
              screening: 'held',
              screeningNote: 'Waiting for our team. It looks like a photo on another profile.',
            }),
            photo(3, { screening: 'refused', screeningNote: 'Not shown to others. It shows nudity.' }),
          ]
        : {},
    );
    renderWithProviders(<PhotosPanel profile={profile} />);
    expect(await screen.findByText('Waiting for our team. It looks like a photo on another profile.')).toBeTruthy();
    expect(screen.getByText('Waiting for our team')).toBeTruthy();
    expect(screen.getByText('Not shown to others')).toBeTruthy();
    expect(screen.getByText('Not shown to others. It shows nudity.')).toBeTruthy();
    expect(screen.queryByText('Being checked')).toBeNull();
  });

  it('shows an upload not re-encoded yet as being prepared, with no picture to load and nothing to crop', async () => {
    get.mockImplementation(async (url: string) =>
      url === '/api/users/me/photos'
        ? [
            photo(1, {}),
            photo(2, {
              screening: 'checking',
              screeningNote: 'Being checked. Others will see it once it passes, usually within a minute.',
              isPrepared: false,
            }),
          ]
        : {},
    );
    renderWithProviders(<PhotosPanel profile={profile} />);
    const waiting = await screen.findByRole('img', { name: 'Your photo 2' });
    expect(waiting.tagName).not.toBe('IMG');
    expect(screen.getByText('Preparing your photo…')).toBeTruthy();
    expect(screen.getByText('Being checked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crop photo 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crop photo 2' })).toBeNull();
  });

  describe('adding a photo', () => {
    const megabytes = (count: number, name: string, type = 'image/jpeg') =>
      new File([new Uint8Array(count * 1024 * 1024)], name, { type });

    beforeEach(() => {
      post.mockReset();
      get.mockImplementation(async (url: string) => (url === '/api/users/me/photos' ? [] : {}));
      post.mockResolvedValue(photo(1, { screening: 'checking', isPrepared: false }));
    });

    async function choose(file: File) {
      renderWithProviders(<PhotosPanel profile={profile} />);
      await screen.findByText(/No photos yet/);
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      await userEvent.upload(input, file, { applyAccept: false });
    }

    it('sends the shrunk photo, so a phone photo over the limit that shrinks under it is added', async () => {
      const chosen = megabytes(12, 'IMG_0042.jpg');
      const shrunk = megabytes(1, 'IMG_0042.jpg');
      shrinkPhoto.mockResolvedValue(shrunk);
      await choose(chosen);
      await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
      expect(shrinkPhoto).toHaveBeenCalledWith(chosen);
      const [url, body] = post.mock.calls[0] as [string, FormData];
      expect(url).toBe('/api/users/me/photos');
      expect((body.get('photo') as File).size).toBe(shrunk.size);
      expect(await screen.findByText('Photo added.')).toBeTruthy();
    });

    it('refuses a photo still over the limit as it would be sent, before sending anything', async () => {
      const chosen = megabytes(11, 'IMG_0043.heic', 'image/heic');
      shrinkPhoto.mockResolvedValue(chosen);
      await choose(chosen);
      expect(await screen.findByText('This photo is larger than 10 MB. Choose a smaller one.')).toBeTruthy();
      expect(post).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Add a photo' })).toBeEnabled();
    });
  });
});
