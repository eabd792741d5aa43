import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import type { MemberCardJson } from '@matri/contracts';
import { renderWithProviders } from '../testing/render-with-providers';
import { SendInterestDialog } from './lazy-dialogs';
import { MemberCard, matchSummary } from './member-card';

jest.mock('../config/app-config', () => ({ runtimeConfig: { apiBaseUrl: '' }, http: {} }));

const member: MemberCardJson = {
  profileId: 'SV100042',
  full_name: 'Ishita Verma',
  age: 28,
  heightCm: 163,
  religion: 'hindu',
  community: 'brahmin',
  motherTongue: 'hindi',
  city: 'Pune',
  state: 'maharashtra',
  profession: 'doctor',
  isVerified: true,
  badges: [{ kind: 'mobile', verifiedAt: null }],
  isHighlighted: false,
  photo: { url: '/uploads/photos/blur.webp', isBlurred: true, visibility: 'accepted' },
  isShortlisted: false,
  interest: null,
};

describe('matchSummary', () => {
  it('names what matches and what differs', () => {
    expect(
      matchSummary({ met: ['age', 'religion', 'motherTongue'], missed: ['state'], isIdVerified: false }, 'en', i18n),
    ).toBe('Matches 3 of 4: age, religion, mother tongue; differs: state');
    expect(matchSummary({ met: [], missed: [], isIdVerified: false }, 'en', i18n)).toBe(
      'Set your partner preferences to see how each member matches them.',
    );
  });
});

describe('matchSummary of a member with a verified ID', () => {
  it('says so among the reasons, in both languages', async () => {
    const match = { met: ['age' as const], missed: [], isIdVerified: true };
    expect(matchSummary(match, 'en', i18n)).toBe('Matches 1 of 1: age; ID verified');
  });
});

describe('MemberCard', () => {
  it('shows who the member is in words, the blurred photo’s reason, and the actions', () => {
    renderWithProviders(
      <ul>
        <MemberCard member={member} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Ishita Verma' })).toHaveAttribute('href', '/profiledetails?id=SV100042');
    expect(screen.getByText('28 yrs · 5′ 4″ (163 cm) · Pune')).toBeInTheDocument();
    expect(screen.getByText('Hindu, Brahmin · Hindi')).toBeInTheDocument();
    expect(screen.getByText('Doctor')).toBeInTheDocument();
    expect(screen.getByText('Visible after your interest is accepted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mobile verified' })).toBeInTheDocument();
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send interest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shortlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Premium')).toBeNull();
    expect(screen.queryByLabelText(/Guna Milan/)).toBeNull();
  });

  // /matches promises members who fit the preferences: one who differs in one is marked, with what differs.
  it('marks a member who differs in a preference as a close match, and one who meets them all not', () => {
    renderWithProviders(
      <ul>
        <MemberCard
          member={{ ...member, match: { met: ['age', 'religion'], missed: ['community'], isIdVerified: false } }}
        />
        <MemberCard
          member={{
            ...member,
            profileId: 'SV100043',
            full_name: 'Meera Rao',
            match: { met: ['age'], missed: [], isIdVerified: false },
          }}
        />
      </ul>,
    );
    const close = screen.getByRole('listitem', { name: 'Ishita Verma' });
    expect(within(close).getByText('Close match')).toBeInTheDocument();
    expect(within(close).getByText('Matches 2 of 3: age, religion; differs: community')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Meera Rao' })).queryByText('Close match')).toBeNull();
  });

  it('shows the Guna Milan score as a badge when both have a birth star', () => {
    renderWithProviders(
      <ul>
        <MemberCard member={{ ...member, gunaMilan: 27.5 }} />
      </ul>,
    );
    expect(screen.getByLabelText('Guna Milan 27.5 of 36')).toHaveTextContent('Guna 27.5/36');
  });

  it.each([
    ['accepted', 'Horoscope shared only after acceptance'],
    ['hidden', 'Horoscope not shared'],
  ] as const)('says so instead of a score when the member keeps the horoscope from me (%s)', (shownTo, says) => {
    renderWithProviders(
      <ul>
        <MemberCard member={{ ...member, gunaMilan: null, horoscopeShownTo: shownTo }} />
      </ul>,
    );
    expect(screen.getByText(says)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Guna Milan/)).toBeNull();
  });

  it('marks a member whose plan highlights their profile', () => {
    renderWithProviders(
      <ul>
        <MemberCard member={{ ...member, isHighlighted: true }} />
      </ul>,
    );
    expect(within(screen.getByRole('listitem', { name: 'Ishita Verma' })).getByText('Premium')).toBeInTheDocument();
  });

  it('offers no second interest while one waits, and none after mine was declined', () => {
    const waiting = renderWithProviders(
      <ul>
        <MemberCard member={{ ...member, interest: { direction: 'sent', status: 'pending' } }} />
      </ul>,
    );
    expect(screen.getByText('Interest sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
    waiting.unmount();
    renderWithProviders(
      <ul>
        <MemberCard member={{ ...member, interest: { direction: 'sent', status: 'declined' } }} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
  });

  it('opens "Send interest" in the tap’s own render once its page has asked for the dialog’s code', async () => {
    await SendInterestDialog.preload();
    renderWithProviders(
      <ul>
        <MemberCard member={member} />
      </ul>,
    );
    // No await: a dialog that suspended first would come only with a later render.
    act(() => screen.getByRole('button', { name: 'Send interest' }).click());
    expect(screen.getByRole('dialog', { name: 'Send an interest to Ishita Verma' })).toBeInTheDocument();
  });
});
