import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '@matri/ui';
import { renderWithProviders } from '../testing/render-with-providers';
import { MemberBadges } from './member-badges';

const badges = [
  { kind: 'mobile' as const, verifiedAt: null },
  { kind: 'id' as const, verifiedAt: '2026-11-12T05:00:00.000Z' },
];

describe('MemberBadges', () => {
  it('names each badge after what was checked and gives its sentence as the description and on a tap', async () => {
    renderWithProviders(<MemberBadges badges={badges} />);
    const id = screen.getByRole('button', { name: 'ID verified' });
    expect(id).toHaveAccessibleDescription(
      'ID verified: an Aadhaar document signed by UIDAI matched this profile’s name, birth date and gender on 12 November 2026.',
    );
    expect(screen.getByRole('button', { name: 'Mobile verified' })).toBeInTheDocument();
    expect(screen.queryByText('Verified')).toBeNull();
    await userEvent.click(id);
    expect(await screen.findByRole('dialog')).toHaveTextContent('matched this profile’s name, birth date and gender');
    expect(screen.getByRole('button', { name: 'ID verified' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'ID verified' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Hindi to Hindi readers', () => {
    renderWithProviders(
      <LanguageProvider language="hi">
        <MemberBadges badges={badges} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('button', { name: 'पहचान पत्र सत्यापित' })).toHaveAccessibleDescription(
      'पहचान पत्र सत्यापित: UIDAI के हस्ताक्षर वाला आधार दस्तावेज़ इस प्रोफ़ाइल के नाम, जन्म तिथि और लिंग से मिला (12 नवंबर 2026 को)।',
    );
    expect(screen.getByRole('button', { name: 'मोबाइल सत्यापित' })).toBeInTheDocument();
  });
});
