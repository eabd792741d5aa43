import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { CONTACT_FROM_STRANGER_WARNING, MONEY_REQUEST_WARNING, type InterestJson } from '@matri/contracts';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RequestPage } from './request-page';

const get = jest.fn();
const post = jest.fn();
jest.mock('../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));

const interest = (id: number, name: string, message: string, warning: InterestJson['warning']): InterestJson => ({
  id,
  direction: 'received',
  status: 'pending',
  message,
  warning,
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  member: { profileId: `SV10000${id}`, full_name: name, age: 29, city: 'Pune', photo: null, gunaMilan: null },
  contact: null,
});

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

describe('RequestPage', () => {
  beforeEach(() => {
    get.mockReset().mockImplementation(async (url: string) => {
      if (url === '/api/interests?box=accepted') {
        return [{ ...interest(4, 'Kiran Das', 'Namaste.', null), direction: 'sent', status: 'accepted' }];
      }
      if (url === '/api/interests?box=received') {
        return [
          interest(1, 'Rahul Verma', 'WhatsApp me, send Rs 5000 via UPI dev@okaxis', 'money-request'),
          interest(2, 'Arjun Menon', 'Namaste, our families are both from Kochi.', null),
          interest(3, 'Vikram Rao', 'Mera number 98765 aur 43210 hai', 'contact-from-stranger'),
        ];
      }
      throw new Error(`unexpected GET ${url}`);
    });
    post.mockReset().mockResolvedValue(undefined);
  });

  it('warns above a received interest whose message asks for money, with a Report button', async () => {
    renderWithProviders(
      <>
        <RequestPage />
        <Location />
      </>,
      { route: '/request' },
    );
    const [scam, ordinary] = await screen.findAllByRole('listitem');
    expect(within(scam).getByText(MONEY_REQUEST_WARNING.en)).toBeInTheDocument();
    expect(within(ordinary).queryByText(MONEY_REQUEST_WARNING.en)).toBeNull();
    await userEvent.click(within(scam).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Rahul Verma' });
    expect(within(dialog).getByRole('combobox', { name: /Reason/ })).toHaveValue('asking-for-money');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    // The report names the interest, so the admins see its message (there is no conversation to take one from).
    expect(post).toHaveBeenCalledWith('/api/reports', {
      profileId: 'SV100001',
      reason: 'asking-for-money',
      interestId: 1,
    });
    // The page stays, its list refreshed without the member the report blocked.
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/request');
    await waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === '/api/interests?box=received')).toHaveLength(2),
    );
  });

  it('warns above a received interest that shares contact details before we are connected', async () => {
    renderWithProviders(<RequestPage />, { route: '/request' });
    const [, ordinary, early] = await screen.findAllByRole('listitem');
    expect(within(early).getByText(CONTACT_FROM_STRANGER_WARNING.en)).toBeInTheDocument();
    expect(within(early).queryByText(MONEY_REQUEST_WARNING.en)).toBeNull();
    expect(within(ordinary).queryByText(CONTACT_FROM_STRANGER_WARNING.en)).toBeNull();
    await userEvent.click(within(early).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Vikram Rao' });
    expect(within(dialog).getByRole('combobox', { name: /Reason/ })).toHaveValue('other');
  });

  it('shows each member’s photo within their privacy and the Guna Milan with them', async () => {
    get.mockImplementation(async () => [
      {
        ...interest(2, 'Arjun Menon', 'Namaste.', null),
        member: {
          ...interest(2, 'Arjun Menon', '', null).member,
          photo: { url: '/uploads/photos/arjun.webp', isBlurred: false, visibility: 'all' },
          gunaMilan: 27,
        },
      },
      {
        ...interest(4, 'Kiran Das', 'Namaste.', null),
        member: {
          ...interest(4, 'Kiran Das', '', null).member,
          photo: { url: '/uploads/photos/kiran-blur.webp', isBlurred: true, visibility: 'accepted' },
          horoscopeShownTo: 'accepted',
        },
      },
    ]);
    renderWithProviders(<RequestPage />, { route: '/request' });
    const [arjun, kiran] = await screen.findAllByRole('listitem');
    expect(within(arjun).getByRole('img', { name: 'Photo of Arjun Menon' })).toHaveAttribute(
      'src',
      expect.stringContaining('arjun.webp'),
    );
    expect(within(arjun).getByLabelText('Guna Milan 27 of 36')).toBeInTheDocument();
    expect(within(kiran).getByText('Visible after your interest is accepted')).toBeInTheDocument();
    expect(within(kiran).getByText('Horoscope shared only after acceptance')).toBeInTheDocument();
  });

  it('offers to send a message to the member whose interest was just accepted', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/request" element={<RequestPage />} />
        <Route path="/messages" element={<Location />} />
      </Routes>,
      { route: '/request' },
    );
    const [, arjun] = await screen.findAllByRole('listitem');
    await userEvent.click(within(arjun).getByRole('button', { name: 'Accept the interest of Arjun Menon' }));
    expect(post).toHaveBeenCalledWith('/api/interests/2/accept');
    const notice = await screen.findByRole('alert', { name: /You accepted the interest of Arjun Menon/ });
    await userEvent.click(within(notice).getByRole('link', { name: 'Send a message to Arjun Menon' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/messages');
  });

  it('has the accepted box as it opens, so the Accepted tab shows it without asking again', async () => {
    renderWithProviders(<RequestPage />, { route: '/request' });
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/interests?box=accepted'));
    await userEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    expect(await screen.findByRole('link', { name: 'Kiran Das' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/api/interests?box=accepted')).toHaveLength(1);
  });

  it('shows an interest accepted on Received under Accepted', async () => {
    let isAccepted = false;
    post.mockImplementation(async () => {
      isAccepted = true;
    });
    get.mockImplementation(async (url: string) => {
      if (url === '/api/interests?box=received')
        return isAccepted ? [] : [interest(2, 'Arjun Menon', 'Namaste.', null)];
      if (url === '/api/interests?box=accepted')
        return isAccepted ? [{ ...interest(2, 'Arjun Menon', 'Namaste.', null), status: 'accepted' }] : [];
      throw new Error(`unexpected GET ${url}`);
    });
    renderWithProviders(<RequestPage />, { route: '/request' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the interest of Arjun Menon' }));
    await screen.findByRole('alert', { name: /You accepted the interest of Arjun Menon/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    expect(await screen.findByRole('link', { name: 'Arjun Menon' })).toBeInTheDocument();
  });
});
