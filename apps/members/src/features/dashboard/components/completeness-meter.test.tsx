import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CompletenessMeter } from './completeness-meter';

describe('CompletenessMeter', () => {
  it('says how complete the profile is and names what is missing', () => {
    renderWithProviders(
      <CompletenessMeter
        completeness={{
          percent: 68,
          missing: [{ key: 'photo' }, { key: 'family' }],
        }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Profile 68% complete' })).toHaveAttribute('aria-valuenow', '68');
    expect(screen.getByText('Still to add: a profile photo, family details.')).toBeInTheDocument();
  });
});
