import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BirthStarSuggestion } from './birth-star-suggestion';

describe('BirthStarSuggestion', () => {
  it('offers the star the birth details give, and hands it to the form', () => {
    const onUse = jest.fn();
    renderWithProviders(
      <BirthStarSuggestion
        dateOfBirth="1943-06-22"
        values={{ birthTime: '18:00', birthPlace: 'delhi-in', nakshatra: '', nakshatraPada: '', rashi: '' }}
        onUse={onUse}
      />,
    );
    expect(screen.getByText('From your birth details: Dhanishta, pada 4, Kumbha. Use these?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use these' }));
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ nakshatra: 'dhanishta', pada: 4, rashi: 'kumbha' }));
  });

  it('says so when the chosen star is the computed one', () => {
    renderWithProviders(
      <BirthStarSuggestion
        dateOfBirth="1943-06-22"
        values={{
          birthTime: '18:00',
          birthPlace: 'delhi-in',
          nakshatra: 'dhanishta',
          nakshatraPada: '4',
          rashi: 'kumbha',
        }}
        onUse={jest.fn()}
      />,
    );
    expect(screen.getByText('Matches your birth details')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use these' })).toBeNull();
  });

  it('asks for time and place when either is missing', () => {
    renderWithProviders(
      <BirthStarSuggestion dateOfBirth="1943-06-22" values={{ birthTime: '', birthPlace: '' }} onUse={jest.fn()} />,
    );
    expect(screen.getByText(/Add your birth time and place/)).toBeTruthy();
  });
});
