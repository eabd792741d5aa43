import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@matri/api-client';
import type { ContactAccess, ProfileDetailsJson } from '@matri/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ContactCard } from './contact-card';

const post = jest.fn();
jest.mock('../../config/app-config', () => ({ http: { post: (...args: unknown[]) => post(...args) } }));

const details = (contactAccess: ContactAccess, contact?: { email: string; mobile: string }): ProfileDetailsJson => ({
  member: { id: 7, full_name: 'Kavya Menon', profileId: 'SV100007', ...(contact ? { contact } : {}) },
  isSelf: false,
  isVerified: false,
  badges: [],
  interestAudience: 'anyone',
  messageAudience: 'anyone',
  canReachByInterest: true,
  canReachByMessage: true,
  photoVisibility: 'all',
  gunaMilan: null,
  photos: [],
  interest: { id: 1, direction: 'sent', status: 'accepted', message: null, createdAt: '2026-11-01T10:00:00.000Z' },
  isShortlisted: false,
  contactAccess,
});

const planRefusal = (message: string) =>
  new HttpError('failed', {
    status: 403,
    headers: {},
    data: {
      data: null,
      error: { status: 403, name: 'ForbiddenError', message, details: { errors: [{ path: ['plan'], message }] } },
    },
  });

describe('ContactCard', () => {
  beforeEach(() => post.mockReset());

  it('shows contact details already shared', () => {
    renderWithProviders(
      <ContactCard details={details('shown', { email: 'kavya@example.in', mobile: '+919812345678' })} />,
    );
    expect(screen.getByRole('link', { name: 'kavya@example.in' })).toHaveAttribute('href', 'mailto:kavya@example.in');
    expect(screen.getByRole('link', { name: '+919812345678' })).toHaveAttribute('href', 'tel:+919812345678');
  });

  it('shows them on “View contact details” with one of the plan’s contact views, and says how many are left', async () => {
    post.mockResolvedValue({ contact: { email: 'kavya@example.in', mobile: '+919812345678' }, contactViewsLeft: 29 });
    renderWithProviders(<ContactCard details={details('reveal')} />);
    await userEvent.click(screen.getByRole('button', { name: 'View contact details' }));
    expect(post).toHaveBeenCalledWith('/api/profiles/SV100007/contact');
    expect(await screen.findByText('29 contact views left on your plan this month.')).toBeInTheDocument();
  });

  it('offers the plans when the month’s contact views ran out since the page opened', async () => {
    post.mockRejectedValue(planRefusal('You have seen all 30 contact details your Gold plan gives this month.'));
    renderWithProviders(<ContactCard details={details('reveal')} />);
    await userEvent.click(screen.getByRole('button', { name: 'View contact details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have seen all 30 contact details your Gold plan gives this month.',
    );
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/upgrade');
  });

  it('offers the upgrade, and says why when the details are private or wait for an accepted interest', () => {
    const { unmount } = renderWithProviders(<ContactCard details={details('upgrade')} />);
    expect(screen.getByRole('link', { name: 'Upgrade to see contact details' })).toHaveAttribute('href', '/upgrade');
    unmount();
    renderWithProviders(<ContactCard details={details('private')} />);
    expect(screen.getByText(/keeps contact details private/)).toBeInTheDocument();
  });
});
