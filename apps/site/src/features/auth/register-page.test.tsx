import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RegisterPage } from './register-page';

function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('RegisterPage', () => {
  beforeEach(() => localStorage.clear());

  it('names every missing field and the missing consent on submit', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Choose whom this profile is for')).toBeInTheDocument();
    expect(screen.getByText('Enter the full name')).toBeInTheDocument();
    expect(screen.getByText('Enter the date of birth')).toBeInTheDocument();
    expect(screen.getByText('Enter your mobile number')).toBeInTheDocument();
    expect(screen.getByText(/accept the Terms of Use and Privacy Policy/)).toBeInTheDocument();
  });

  it('refuses a date of birth under 18 with the age it computed', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const dob = screen.getByLabelText(/Date of birth/);
    await userEvent.type(dob, yearsAgo(17));
    await userEvent.tab();
    expect(await screen.findByText('Members must be at least 18 years old. This person is 17.')).toBeInTheDocument();
  });

  it('sets the gender a "profile for" choice implies', async () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await userEvent.selectOptions(screen.getByLabelText(/This profile is for/), 'daughter');
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('female');
  });
});
