import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdVerificationCaseJson, SelfieCheckCaseJson } from '@matri/contracts';
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

/** The page asks for both queues: the ID checks given, no selfie check unless a test gives some. */
function queues(idChecks: IdVerificationCaseJson[], selfieChecks: SelfieCheckCaseJson[] = []) {
  get.mockImplementation(async (url: string) => {
    if (url === '/api/admin/selfie-checks') return selfieChecks;
    if (url.startsWith('/api/admin/selfie-checks/')) return new Blob([new Uint8Array([0xff, 0xd8, 0xff])]);
    return idChecks;
  });
}

const heldSelfie: SelfieCheckCaseJson = {
  id: 21,
  submittedAt: '2026-11-26T09:30:00.000Z',
  idPhoto: 'skipped',
  frames: 4,
  rules: [
    { rule: 'blink', outcome: 'pass', score: 0.14, bars: null, reason: 'x' },
    {
      rule: 'matches-primary-photo',
      outcome: 'borderline',
      score: 0.62,
      bars: { pass: 0.7, borderline: 0.55 },
      reason: 'x',
    },
  ],
  member: { id: 5, profileId: 'SV100005', full_name: 'Rohan Mehta', status: 'active' },
};

describe('AdminIdChecksPage', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:frame';
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
  });

  it('shows the scores of a held check and approves it with the reason', async () => {
    queues([held]);
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
    queues([duplicate]);
    renderWithProviders(<AdminIdChecksPage />, { route: '/admin/id-verifications' });
    const card = await screen.findByRole('listitem', { name: 'ID check of Ananya Sharma' });
    expect(card).toHaveTextContent('Member: Ananya Sharma (SV100004');
    expect(card).toHaveTextContent('The same ID verified: Ananya Sharma (SV100003');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close, keep refused' })).toBeInTheDocument();
  });

  it('shows a held selfie check with its frames and each rule’s score, and rejects it with the reason', async () => {
    queues([], [heldSelfie]);
    post.mockResolvedValue({
      status: 'refused',
      reason: 'rejected',
      message: 'ok',
      idPhoto: 'skipped',
      verifiedAt: null,
    });
    renderWithProviders(<AdminIdChecksPage />, { route: '/admin/id-verifications' });
    const card = await screen.findByRole('listitem', { name: 'Selfie check of Rohan Mehta' });
    expect(card).toHaveTextContent('Compared with the profile photos only (no ID photo sent).');
    expect(await screen.findAllByRole('img', { name: /^Frame \d$/ })).toHaveLength(4);
    expect(screen.getByRole('row', { name: /matches-primary-photo borderline 0.62 0.70 \/ 0.55/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Reason/), 'Another person than in the photos');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(post).toHaveBeenCalledWith('/api/admin/selfie-checks/21/reject', {
      reason: 'Another person than in the photos',
    });
  });
});
