import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhotoReviewCaseJson } from '@matri/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminPhotosPage } from './admin-photos-page';

const get = jest.fn();
const post = jest.fn();
jest.mock('../../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
  runtimeConfig: { apiBaseUrl: '' },
}));

const photo = (id: number) => ({
  id,
  url: `/api/photos/${id}.webp?access=1.2.3`,
  width: 640,
  height: 480,
  isPrimary: true,
  createdAt: '2026-11-26T09:00:00.000Z',
});
const member = (id: number, fullName: string) => ({
  id,
  profileId: `SV10000${id}`,
  full_name: fullName,
  status: 'active' as const,
});
const duplicate: PhotoReviewCaseJson = {
  photo: photo(21),
  screening: 'held',
  reason: 'duplicate',
  scores: { nudity: null, faces: { count: 1, bestScore: 0.93 }, duplicateDistance: 2 },
  member: member(3, 'Kavya Rao'),
  duplicateOf: { photo: photo(20), member: member(4, 'Ananya Sharma') },
  reportId: null,
  history: [],
};
const unsure: PhotoReviewCaseJson = {
  ...duplicate,
  photo: photo(22),
  reason: 'nudity-unclear',
  scores: {
    nudity: { porn: 0.1, sexy: 0.65, hentai: 0.05, neutral: 0.18, drawing: 0.02 },
    faces: null,
    duplicateDistance: null,
  },
  member: member(5, 'Meera Iyer'),
  duplicateOf: null,
  history: [{ decision: 'approve', reason: null, admin: 'admin@example.in', decidedAt: '2026-11-20T10:00:00.000Z' }],
};

describe('AdminPhotosPage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('shows a duplicate beside the photo it copies, the scores, and the keys; a approves the selected photo', async () => {
    get.mockResolvedValue([duplicate, unsure]);
    post.mockResolvedValue({ photoId: 21, screening: 'passed', reason: null });
    renderWithProviders(<AdminPhotosPage />, { route: '/admin/photos' });
    const card = await screen.findByRole('listitem', { name: 'Photo of Kavya Rao' });
    expect(within(card).getByRole('img', { name: 'The photo of Ananya Sharma it looks like' })).toBeTruthy();
    expect(card.textContent).toContain('Like another member’s photo');
    expect(card.textContent).toContain('differs from the other photo in 2 of 64 bits');
    expect(screen.getByText(/reject with the reason shown/).textContent).toContain('approve');
    expect(card.getAttribute('aria-current')).toBe('true');
    await userEvent.keyboard('a');
    expect(post).toHaveBeenCalledWith('/api/admin/photos/21/approve', {});
  });

  it('moves with j and k, and r rejects with the reason shown (suggested by why the photo is here)', async () => {
    get.mockResolvedValue([duplicate, unsure]);
    post.mockResolvedValue({ photoId: 22, screening: 'refused', reason: 'indecent' });
    renderWithProviders(<AdminPhotosPage />, { route: '/admin/photos' });
    const second = await screen.findByRole('listitem', { name: 'Photo of Meera Iyer' });
    expect(second.textContent).toContain('Nudity check: explicit 15%, suggestive 65%');
    expect(second.textContent).toContain('Approved by admin@example.in');
    await userEvent.keyboard('j');
    expect(second.getAttribute('aria-current')).toBe('true');
    await userEvent.keyboard('k');
    expect(second.getAttribute('aria-current')).toBeNull();
    await userEvent.keyboard('j');
    await userEvent.keyboard('r');
    expect(post).toHaveBeenCalledWith('/api/admin/photos/22/reject', { reason: 'indecent' });
  });

  it('rejects with the reason the admin picks from the list', async () => {
    get.mockResolvedValue([duplicate]);
    post.mockResolvedValue({ photoId: 21, screening: 'refused', reason: 'contact-details' });
    renderWithProviders(<AdminPhotosPage />, { route: '/admin/photos' });
    const card = await screen.findByRole('listitem', { name: 'Photo of Kavya Rao' });
    const reason = within(card).getByLabelText('Reason the member is told') as HTMLSelectElement;
    expect(reason.value).toBe('not-yours');
    await userEvent.selectOptions(reason, 'contact-details');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(post).toHaveBeenCalledWith('/api/admin/photos/21/reject', { reason: 'contact-details' });
  });
});
