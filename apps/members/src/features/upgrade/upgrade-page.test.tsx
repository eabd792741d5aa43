import { screen, within } from '@testing-library/react';
import { defaultPlans, type MembershipJson } from '@matri/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UpgradePage } from './upgrade-page';

const get = jest.fn();
jest.mock('../../config/app-config', () => ({ http: { get: (...args: unknown[]) => get(...args) } }));

const [, , diamond] = defaultPlans;

function answer(membership: MembershipJson) {
  get.mockReset().mockImplementation(async (url: string) => (url === '/api/plans' ? defaultPlans : membership));
}

describe('UpgradePage', () => {
  it('shows the member’s plan, until when, what is used today, and every plan with GST', async () => {
    answer({ plan: diamond, ends_at: '2027-02-21T10:00:00.000Z', interests_sent_today: 12 });
    renderWithProviders(<UpgradePage />, { route: '/upgrade' });
    const current = await screen.findByRole('region', { name: 'You are on the Diamond plan' });
    expect(within(current).getByText('Valid until 21 February 2027; then your profile moves to Free.')).toBeInTheDocument();
    expect(within(current).getByText(`Interests sent in the last 24 hours: 12 of ${diamond.interestsPerDay}`)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Membership plans' });
    expect(within(table).getByRole('columnheader', { name: /Platinum/ })).toBeInTheDocument();
    expect(within(table).getByText('₹5,073')).toBeInTheDocument();
  });

  it('says Free never ends', async () => {
    answer({ plan: defaultPlans[0], ends_at: null, interests_sent_today: 0 });
    renderWithProviders(<UpgradePage />, { route: '/upgrade' });
    expect(await screen.findByRole('region', { name: 'You are on the Free plan' })).toHaveTextContent('Free never ends.');
  });
});
