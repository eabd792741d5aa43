import { screen, within } from '@testing-library/react';
import { gunaMilan } from '@matri/horoscope';
import { starKeyOf } from '@matri/contracts';
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
    expect(screen.getByText('Guna Milan 18.5 of 36')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(within(screen.getByRole('row', { name: /Graha Maitri/ })).getByText('5 of 5')).toBeTruthy();
    expect(screen.getByText(/Bhakoot dosha is present\. Some traditions set it aside/)).toBeTruthy();
    expect(screen.getByText(/consult your family astrologer/)).toBeTruthy();
  });

  it.each([
    ['accepted', /Ananya shares their horoscope only with members whose interest they accepted/],
    ['hidden', /Ananya does not share their horoscope with anyone/],
  ] as const)('says who the member shares the horoscope with (%s) and shows no score', (shownTo, says) => {
    renderWithProviders(<GunaMilanCard name="Ananya" gunaMilan={{ state: 'withheld', shownTo }} />);
    expect(screen.getByText(says)).toBeTruthy();
    expect(screen.queryByText(/of 36/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Manglik/)).toBeNull();
  });

  it('sends a member without a birth star to the Horoscope section', () => {
    renderWithProviders(<GunaMilanCard name="Ananya" gunaMilan={{ state: 'needs-mine', manglik: 'unknown' }} />);
    expect(
      screen.getByRole('link', { name: 'Add your birth star to see how your horoscopes match' }).getAttribute('href'),
    ).toBe('/dashboard#section-horoscope');
  });
});
