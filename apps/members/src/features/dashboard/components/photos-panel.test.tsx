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
});
