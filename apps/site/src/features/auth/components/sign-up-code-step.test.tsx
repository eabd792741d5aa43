import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@matri/api-client';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SignUpCodeStep } from './sign-up-code-step';

const mockHttp = { post: jest.fn() };
// Read when called: the component imports the module before this file's constants exist.
jest.mock('../../../config/api', () => ({
  http: { post: (...args: unknown[]) => mockHttp.post(...args) },
  runtimeConfig: { apiBaseUrl: '' },
}));

const pending = { pendingId: '3f1c2b7e-8a4d-4c5e-9f60-1a2b3c4d5e6f', mobile: '+91 98•••••210', resendInSeconds: 30 };
const answer = { jwt: 'jwt-1', user: { id: 7, full_name: 'Meera Iyer' } };

function refusal(field: string, message: string) {
  return new HttpError(message, {
    status: 400,
    headers: {},
    data: {
      data: null,
      error: { status: 400, name: 'ValidationError', message, details: { errors: [{ path: [field], message }] } },
    },
  });
}

function renderStep() {
  const onSignedUp = jest.fn();
  const onBackToForm = jest.fn();
  renderWithProviders(<SignUpCodeStep pending={pending} onSignedUp={onSignedUp} onBackToForm={onBackToForm} />, {
    route: '/register',
  });
  return { onSignedUp, onBackToForm };
}

describe('SignUpCodeStep', () => {
  beforeEach(() => mockHttp.post.mockReset());

  it('asks for the code where phones offer it from the SMS, and waits before another can be sent', () => {
    renderStep();
    expect(screen.getByText(/We sent a 6-digit code to \+91 98•••••210\./)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /Code from the SMS/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByRole('button', { name: /Send the code again in (30|29) s/ })).toBeDisabled();
  });

  it('finishes the sign-up with the code typed', async () => {
    mockHttp.post.mockResolvedValue(answer);
    const { onSignedUp } = renderStep();
    await userEvent.type(screen.getByRole('textbox', { name: /Code from the SMS/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Finish sign-up' }));
    expect(mockHttp.post).toHaveBeenCalledWith('/api/auth/local/register/confirm', {
      pendingId: pending.pendingId,
      code: '123456',
    });
    expect(onSignedUp).toHaveBeenCalledWith(answer);
  });

  it('shows a wrong code’s message at the field, and goes back to the form for a refused e-mail', async () => {
    mockHttp.post.mockRejectedValueOnce(refusal('code', 'That code is not right. 4 tries left.'));
    const { onBackToForm } = renderStep();
    const code = screen.getByRole('textbox', { name: /Code from the SMS/ });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Finish sign-up' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeInTheDocument();

    mockHttp.post.mockRejectedValueOnce(refusal('email', 'An account could not be made with this e-mail address.'));
    await userEvent.click(screen.getByRole('button', { name: 'Finish sign-up' }));
    expect(onBackToForm).toHaveBeenCalledWith({ email: 'An account could not be made with this e-mail address.' });
    expect(await screen.findByText('Sign up did not go through')).toBeInTheDocument();
  });

  it('goes back to the form to change the number', async () => {
    const { onBackToForm } = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Change the number' }));
    expect(onBackToForm).toHaveBeenCalledWith();
  });
});
