import { fireEvent, screen } from '@testing-library/react';
import { birthPlaceById } from '@matri/contracts';
import { birthStarOf } from '@matri/horoscope';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BirthStarSuggestion } from './birth-star-suggestion';

const delhi = birthPlaceById('delhi-in');
if (!delhi) throw new Error('No Delhi in the birth places');
const born1999 = birthStarOf('1999-03-14', '07:20', delhi);
const otherPada = String((born1999.pada % 4) + 1);

describe('BirthStarSuggestion', () => {
  it('offers the star the birth details give when none is entered, and hands it to the form', () => {
    const onUse = jest.fn();
    renderWithProviders(
      <BirthStarSuggestion
        dateOfBirth="1943-06-22"
        values={{ birthTime: '18:00', birthPlace: 'delhi-in', nakshatra: '', nakshatraPada: '', rashi: '' }}
        onUse={onUse}
      />,
    );
    expect(screen.getByText('We calculated Dhanishta, pada 4, Kumbha from the birth details. Use it?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use it' }));
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ nakshatra: 'dhanishta', pada: 4, rashi: 'kumbha' }));
  });

  it('names both stars and what differs when the family entered another, in plain words, and lets them keep theirs', () => {
    const onUse = jest.fn();
    renderWithProviders(
      <BirthStarSuggestion
        dateOfBirth="1999-03-14"
        values={{
          birthTime: '07:20',
          birthPlace: 'delhi-in',
          nakshatra: born1999.nakshatra,
          nakshatraPada: otherPada,
          rashi: born1999.rashi,
        }}
        onUse={onUse}
      />,
    );
    expect(
      screen.getByText(
        /^We calculated .+, pada \d, .+ from the birth details; you entered .+, pada \d, .+\. Which should we keep\?$/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(`you entered`, { exact: false }).textContent).toContain(`pada ${otherPada}`);
    expect(screen.getByText('What differs: the pada.')).toBeTruthy();
    expect(screen.getByText(/birth time or place is approximate/)).toBeTruthy();
    // The astronomer's terms wait behind Details, and a 1999 birth hears nothing of war-time clocks.
    expect(screen.queryByText(/Lahiri|0\.001°/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByText(/Lahiri ayanamsa/)).toBeTruthy();
    expect(screen.queryByText(/Second World War/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep what I entered' }));
    expect(screen.queryByText(/Which should we keep/)).toBeNull();
    expect(onUse).not.toHaveBeenCalled();
  });

  it('tells of the war-time clock, behind Details, only for a birth in those years', () => {
    renderWithProviders(
      <BirthStarSuggestion
        dateOfBirth="1943-06-22"
        values={{ birthTime: '18:00', birthPlace: 'delhi-in', nakshatra: 'rohini', nakshatraPada: '', rashi: '' }}
        onUse={jest.fn()}
      />,
    );
    expect(screen.getByText('What differs: the birth star.')).toBeTruthy();
    expect(screen.queryByText(/Second World War/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByText(/Second World War/)).toBeTruthy();
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
    expect(screen.queryByRole('button', { name: /Use/ })).toBeNull();
  });

  it('asks for time and place when either is missing', () => {
    renderWithProviders(
      <BirthStarSuggestion dateOfBirth="1943-06-22" values={{ birthTime: '', birthPlace: '' }} onUse={jest.fn()} />,
    );
    expect(screen.getByText(/Add the birth time and place/)).toBeTruthy();
  });
});
