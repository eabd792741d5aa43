import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationStatusJson } from '@matri/contracts';
import { HttpError } from '@matri/api-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import { VerificationPage } from './verification-page';

const get = jest.fn();
const post = jest.fn();
jest.mock('../../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));
// jsdom draws no images: the browser's reading of the QR is stood in for.
const readQr = jest.fn();
jest.mock('./components/read-qr-in-browser', () => ({ readQrInBrowser: (image: Blob) => readQr(image) }));

const notStarted: VerificationStatusJson = {
  mobile: { isVerified: true },
  email: { isVerified: true },
  id: {
    isAvailable: true,
    status: 'not-started',
    method: null,
    verifiedAt: null,
    submittedAt: null,
    reason: null,
    message: null,
  },
  attempts: { max: 5, left: 5, retryAt: null },
  photo: {
    status: 'not-started',
    verifiedAt: null,
    hasPrimaryPhoto: true,
    reason: null,
    message: null,
    attempts: { max: 5, left: 5, retryAt: null },
  },
  next: 'verify-id',
};
const qrPhoto = () => new File([new Uint8Array([1, 2, 3])], 'aadhaar.jpg', { type: 'image/jpeg' });

describe('VerificationPage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    readQr.mockReset();
  });

  it('says what is checked and kept, asks for consent, then sends the QR’s text the browser read', async () => {
    get.mockResolvedValue(notStarted);
    readQr.mockResolvedValue('123456');
    post.mockResolvedValue({ status: 'verified', reason: null, message: 'Your ID is verified.', verifiedAt: null });
    renderWithProviders(<VerificationPage />, { route: '/verification' });
    expect(await screen.findByText(/We never keep your Aadhaar number/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Photo of the QR code on your Aadhaar'), qrPhoto());
    await userEvent.click(screen.getByRole('button', { name: 'Check my Aadhaar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/agree that we check your Aadhaar/);
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: /checks my Aadhaar for one purpose/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my Aadhaar' }));
    expect(await screen.findByRole('status', { name: 'Your ID check' })).toHaveTextContent('Your ID is verified.');
    expect(post).toHaveBeenCalledWith('/api/users/me/verification/secure-qr', { qrText: '123456', consent: true });
  });

  it('sends the photo itself when the browser could not read the QR, and shows the refusal', async () => {
    get.mockResolvedValue(notStarted);
    readQr.mockResolvedValue(null);
    post.mockRejectedValue(
      new HttpError('failed', {
        status: 400,
        headers: {},
        data: { error: { status: 400, name: 'ValidationError', message: 'Blurred QR' } },
      }),
    );
    renderWithProviders(<VerificationPage />, { route: '/verification' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /checks my Aadhaar for one purpose/ }));
    await userEvent.upload(screen.getByLabelText('Photo of the QR code on your Aadhaar'), qrPhoto());
    await userEvent.click(screen.getByRole('button', { name: 'Check my Aadhaar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Blurred QR');
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/api/users/me/verification/secure-qr-image');
    expect((body as FormData).get('consent')).toBe('true');
    expect((body as FormData).get('qrImage')).toBeInstanceOf(File);
  });

  it('says ID verification is unavailable where the site has no UIDAI certificate, and offers no check', async () => {
    get.mockResolvedValue({ ...notStarted, id: { ...notStarted.id, isAvailable: false }, next: 'nothing' });
    renderWithProviders(<VerificationPage />, { route: '/verification' });
    expect(await screen.findByText(/ID verification is not available on this site yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check my Aadhaar' })).not.toBeInTheDocument();
  });
});
