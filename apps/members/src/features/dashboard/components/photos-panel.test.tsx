import { screen } from '@testing-library/react';
import type { OwnProfile, PhotoJson } from '@matri/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PhotosPanel } from './photos-panel';

const get = jest.fn();

jest.mock('../../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { get: (...args: unknown[]) => get(...args) },
}));

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
});
