import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  it('checks a field when it loses focus, with the shared schema messages', async () => {
    renderWithProviders(<ContactForm />, { route: '/contact' });
    await userEvent.type(screen.getByLabelText(/Mobile number/), '12345');
    await userEvent.tab();
    expect(await screen.findByText(/10-digit Indian mobile number starting with 6, 7, 8 or 9/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText(/Enter a valid e-mail address/)).toBeInTheDocument();
  });

  it('enables its submit button once the page runs', () => {
    renderWithProviders(<ContactForm />, { route: '/contact' });
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
