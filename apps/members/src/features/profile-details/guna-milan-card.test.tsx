import { screen, within } from '@testing-library/react';
import { gunaMilan, starKeyOf } from '@matri/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GunaMilanCard } from './guna-milan-card';

const milan = gunaMilan(starKeyOf('ashwini', 1), starKeyOf('vishakha', 4));

describe('GunaMilanCard', () => {
  it('shows the score, the eight kootas with what each measures, the dosha and the manglik reading', () => {
    renderWithProviders(
      <GunaMilanCard
        name="Ananya"
        gunaMilan={{
          state: 'scored',
          total: milan.total,
          kootas: milan.kootas,
          doshas: milan.doshas,
          manglik: 'consult',
        }}
      />,
    );
    expect(screen.getByText('Guna Milan 17.5 of 36')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(within(screen.getByRole('row', { name: /Graha Maitri/ })).getByText('5 of 5')).toBeTruthy();
    expect(screen.getByText(/Bhakoot dosha is present\. Some traditions set it aside/)).toBeTruthy();
    expect(screen.getByText(/consult your family astrologer/)).toBeTruthy();
  });

  it('shows the score alone when the member keeps the details private', () => {
    renderWithProviders(
      <GunaMilanCard
        name="Ananya"
        gunaMilan={{ state: 'scored', total: 24, kootas: null, doshas: null, manglik: 'no-concern' }}
      />,
    );
    expect(screen.getByText('Guna Milan 24 of 36')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Ananya keeps the horoscope details private/)).toBeTruthy();
  });

  it('sends a member without a birth star to the Horoscope section', () => {
    renderWithProviders(<GunaMilanCard name="Ananya" gunaMilan={{ state: 'needs-mine', manglik: 'unknown' }} />);
    expect(
      screen.getByRole('link', { name: 'Add your birth star to see how your horoscopes match' }).getAttribute('href'),
    ).toBe('/dashboard#section-horoscope');
  });
});
