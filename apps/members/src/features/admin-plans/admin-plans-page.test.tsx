import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPlans } from '@matri/membership';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminPlansPage } from './admin-plans-page';

const get = jest.fn();
const put = jest.fn();
jest.mock('../../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args), put: (...args: unknown[]) => put(...args) },
}));

const [, gold] = defaultPlans;
const as = (role: 'admin' | 'member') =>
  get.mockReset().mockImplementation(async (url: string) => (url === '/api/plans' ? defaultPlans : { id: 1, role }));

describe('AdminPlansPage', () => {
  beforeEach(() => put.mockReset());

  it('lets an admin change a plan’s price and what it unlocks, showing the price with GST', async () => {
    as('admin');
    put.mockImplementation(async (_url: string, body: object) => ({ ...gold, ...body }));
    renderWithProviders(<AdminPlansPage />, { route: '/admin/plans' });
    const form = await screen.findByRole('form', { name: 'Gold plan' });
    const price = within(form).getByRole('textbox', { name: 'Price in rupees, before GST' });
    await userEvent.clear(price);
    await userEvent.type(price, '2999');
    expect(within(form).getByText('Members pay ₹3,539 with GST')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Highlights the profile in results' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Gold' }));
    expect(put).toHaveBeenCalledWith(
      '/api/admin/plans/gold',
      expect.objectContaining({ priceInr: 2999, isHighlighted: true, interestsPerDay: gold.interestsPerDay }),
    );
    expect(await screen.findByText(/Gold is saved/)).toBeInTheDocument();
  });

  it('names what is wrong before sending', async () => {
    as('admin');
    renderWithProviders(<AdminPlansPage />, { route: '/admin/plans' });
    const form = await screen.findByRole('form', { name: 'Gold plan' });
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Interests per day' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Gold' }));
    expect(within(form).getByText('Give interests per day as a number')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('tells a member the page is for admins', async () => {
    as('member');
    renderWithProviders(<AdminPlansPage />, { route: '/admin/plans' });
    expect(await screen.findByText('Only admins can change the plans.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
