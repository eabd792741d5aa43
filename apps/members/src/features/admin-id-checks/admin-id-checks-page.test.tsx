import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdVerificationCaseJson } from '@matri/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminIdChecksPage } from './admin-id-checks-page';

const get = jest.fn();
const post = jest.fn();
jest.mock('../../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));

const member = {
  id: 3,
  profileId: 'SV100003',
  full_name: 'Ananya Sharma',
  dateOfBirth: '1996-04-12',
  gender: 'female',
  status: 'active',
};
const held: IdVerificationCaseJson = {
  id: 11,
  status: 'held',
  reason: 'close',
  method: 'secure-qr',
  submittedAt: '2026-11-26T09:00:00.000Z',
  onId: { name: 'Anania Sharma', dateOfBirth: '1996-04-12', gender: 'F', referenceLastFour: '4321' },
  match: { name: 'close', nameRule: 'similar', nameScore: 0.73, dateOfBirth: 'match', gender: 'match' },
  member,
  duplicateOf: null,
};
const duplicate: IdVerificationCaseJson = {
  ...held,
  id: 12,
  status: 'refused',
  reason: 'duplicate',
  member: { ...member, id: 4, profileId: 'SV100004' },
  duplicateOf: member,
};

describe('AdminIdChecksPage', () => {
  it('shows the scores of a held check and approves it with the reason', async () => {
    get.mockResolvedValue([held]);
    post.mockResolvedValue({ status: 'verified', reason: null, message: 'ok', verifiedAt: null });
    renderWithProviders(<AdminIdChecksPage />, { route: '/admin/id-verifications' });
    const card = await screen.findByRole('listitem', { name: 'ID check of Ananya Sharma' });
    expect(card).toHaveTextContent('On the ID: Anania Sharma, born 1996-04-12, F, reference ending 4321');
    expect(card).toHaveTextContent('Name: close (similar, score 0.73)');
    await userEvent.type(screen.getByLabelText(/Reason/), 'School certificate spells it Anania');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(post).toHaveBeenCalledWith('/api/admin/id-verifications/11/approve', {
      reason: 'School certificate spells it Anania',
    });
  });

  it('shows both accounts of a duplicate and offers no approval', async () => {
    get.mockResolvedValue([duplicate]);
    renderWithProviders(<AdminIdChecksPage />, { route: '/admin/id-verifications' });
    const card = await screen.findByRole('listitem', { name: 'ID check of Ananya Sharma' });
    expect(card).toHaveTextContent('Member: Ananya Sharma (SV100004');
    expect(card).toHaveTextContent('The same ID verified: Ananya Sharma (SV100003');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close, keep refused' })).toBeInTheDocument();
  });
});
