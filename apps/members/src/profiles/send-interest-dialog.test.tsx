import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@matri/api-client';
import { CONTACT_SHARE_QUESTION } from '@matri/contracts';
import { renderWithProviders } from '../testing/render-with-providers';
import { SendInterestDialog } from './send-interest-dialog';

const get = jest.fn();
const post = jest.fn();
jest.mock('../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));

const scam = 'WhatsApp me on 9876543210, send Rs 5000 via UPI dev@okaxis';
const member = { profileId: 'SV100007', full_name: 'Kavya Menon' };

/** Opens the dialog and writes the message in it (pasted: typing it key by key is slow on a busy machine). */
async function write(message: string) {
  renderWithProviders(<SendInterestDialog member={member} opened onClose={() => undefined} />);
  const box = await screen.findByRole('textbox', { name: /Message/ });
  await userEvent.click(box);
  await userEvent.paste(message);
  return box;
}

const refusal = (status: number, field: string, message: string) =>
  new HttpError('failed', {
    status,
    headers: {},
    data: {
      data: null,
      error: { status, name: 'Refused', message, details: { errors: [{ path: [field], message }] } },
    },
  });
const contactShareQuestion = () => refusal(409, 'confirmedContactShare', CONTACT_SHARE_QUESTION.en);
const dailyLimit = 'The Free plan sends 5 interests a day. Upgrade for more, or try again tomorrow.';

describe('SendInterestDialog', () => {
  beforeEach(() => {
    get.mockReset().mockRejectedValue(new Error('not needed here'));
    post.mockReset().mockResolvedValue({ id: 1, status: 'pending' });
  });

  it('asks before contact details go with an interest, and sends them once confirmed', async () => {
    await write(scam);
    await userEvent.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText(CONTACT_SHARE_QUESTION.en)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send anyway' }));
    expect(post).toHaveBeenCalledWith('/api/interests', {
      profileId: 'SV100007',
      message: scam,
      confirmedContactShare: true,
    });
  });

  it('lets the message be edited instead', async () => {
    const box = await write('mera number nau aath saat chhe paanch char teen do ek shunya');
    await userEvent.click(screen.getByRole('button', { name: 'Send interest' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit message' }));
    expect(screen.queryByText(CONTACT_SHARE_QUESTION.en)).toBeNull();
    expect(box).toHaveValue('mera number nau aath saat chhe paanch char teen do ek shunya');
    expect(post).not.toHaveBeenCalled();
  });

  it('asks when the API asks', async () => {
    post.mockRejectedValueOnce(contactShareQuestion());
    await write('Namaste, our families are both from Kochi.');
    await userEvent.click(screen.getByRole('button', { name: 'Send interest' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send anyway' }));
    expect(post).toHaveBeenLastCalledWith('/api/interests', {
      profileId: 'SV100007',
      message: 'Namaste, our families are both from Kochi.',
      confirmedContactShare: true,
    });
  });

  it('lets the API ask when the contact check’s code could not load', async () => {
    jest.doMock('../components/contact-details', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    post.mockRejectedValueOnce(contactShareQuestion());
    await write(scam);
    await userEvent.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText(CONTACT_SHARE_QUESTION.en)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/interests', { profileId: 'SV100007', message: scam });
    jest.dontMock('../components/contact-details');
  });

  it('sends an ordinary message without asking', async () => {
    await write('Born 14/03/1999, working in Pune since 2015.');
    await userEvent.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(post).toHaveBeenCalledWith('/api/interests', {
      profileId: 'SV100007',
      message: 'Born 14/03/1999, working in Pune since 2015.',
    });
    expect(screen.queryByText(CONTACT_SHARE_QUESTION.en)).toBeNull();
  });

  it('shows the day’s limit as a notice with the plans, not as a fault of the message', async () => {
    post.mockRejectedValueOnce(refusal(400, 'plan', dailyLimit));
    const box = await write('Namaste from Indore.');
    await userEvent.click(screen.getByRole('button', { name: 'Send interest' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Today’s interests are used up');
    expect(notice).toHaveTextContent(dailyLimit);
    expect(screen.getByRole('link', { name: 'See the plans that send more interests' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('Namaste from Indore.');
  });

  it('keeps a fault of the message under the message box', async () => {
    post.mockRejectedValueOnce(refusal(400, 'message', 'Use at most 500 characters'));
    const box = await write('Namaste from Indore.');
    await userEvent.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText('Use at most 500 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // No notice in the dialog; a toast an earlier test's send left open is not this dialog's.
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });

  it('asks before Cancel throws a written message away', async () => {
    await write('Namaste from Indore.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });
});
