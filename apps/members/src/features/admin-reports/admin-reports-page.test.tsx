import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportJson } from '@matri/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminReportsPage } from './admin-reports-page';

const get = jest.fn();
const post = jest.fn();
jest.mock('../../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));

const aboutInterest: ReportJson = {
  id: 7,
  reason: 'asking-for-money',
  details: null,
  status: 'open',
  createdAt: '2026-11-24T09:00:00.000Z',
  resolvedAt: null,
  reporter: { profileId: 'SV100002', full_name: 'Asha Rao' },
  reported: {
    id: 3,
    profileId: 'SV100003',
    full_name: 'Rahul Verma',
    status: 'active',
    openReports: 1,
    priority: 1,
  },
  messages: null,
  interestMessage: { text: 'Send Rs 20000 today, I will return it', createdAt: '2026-11-23T18:30:00.000Z' },
};

describe('AdminReportsPage', () => {
  it('shows the message of a reported interest, which no conversation holds', async () => {
    get.mockResolvedValue([aboutInterest]);
    renderWithProviders(<AdminReportsPage />, { route: '/admin/reports' });
    const shown = await screen.findByLabelText('The reported interest’s message');
    expect(shown).toHaveTextContent('Interest from Rahul Verma on');
    expect(shown).toHaveTextContent('Send Rs 20000 today, I will return it');
  });

  it('suspends with the reason the member is told, the report’s own unless the admin chooses another', async () => {
    get.mockResolvedValue([aboutInterest]);
    post.mockResolvedValue({ ok: true });
    renderWithProviders(<AdminReportsPage />, { route: '/admin/reports' });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Rahul Verma' }));
    const reason = screen.getByLabelText('Reason they are told');
    expect(reason).toHaveValue('asking-for-money');
    await userEvent.selectOptions(reason, 'Fake profile or false details');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, suspend' }));
    expect(post).toHaveBeenCalledWith('/api/admin/reports/7/suspend', { reason: 'fake-profile' });
  });
});
