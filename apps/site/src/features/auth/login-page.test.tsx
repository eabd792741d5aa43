import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@matri/api-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LoginPage } from './login-page';

const mockHttp = { post: jest.fn() };
// Read when called: the component imports the module before this file's constants exist.
jest.mock('../../config/api', () => ({
  http: { post: (...args: unknown[]) => mockHttp.post(...args) },
  runtimeConfig: { apiBaseUrl: '' },
}));

function refusal(status: number, name: string, message: string) {
  return new HttpError(message, {
    status,
    headers: {},
    data: { data: null, error: { status, name, message } },
  });
}

const notice =
  'This account is suspended for false or fake profile details. If you think this is a mistake, write to care@example.in from this account’s e-mail address to appeal.';

// A toast is an alert too, but among Mantine's notifications, and it closes by itself.
const isOnPage = (element: HTMLElement) => element.closest('.mantine-Notifications-root') === null;

async function pageAlert() {
  const onPage = (await screen.findAllByRole('alert')).filter(isOnPage);
  expect(onPage).toHaveLength(1);
  return onPage[0];
}

/** Fills in the form (pasted: typing it key by key is slow on a busy machine) and logs in. */
async function logIn() {
  await userEvent.click(screen.getByLabelText(/E-mail or mobile number/));
  await userEvent.paste('meera@example.in');
  await userEvent.click(screen.getByLabelText(/^Password/));
  await userEvent.paste('a long enough password');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    mockHttp.post.mockReset();
  });

  it('keeps a suspended account’s reason and appeal address on the page, where a toast would close by itself', async () => {
    mockHttp.post.mockRejectedValue(refusal(403, 'ForbiddenError', notice));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await logIn();
    expect(await pageAlert()).toHaveTextContent(notice);
  });

  it('takes the alert away when the member tries again', async () => {
    mockHttp.post.mockRejectedValueOnce(refusal(403, 'ForbiddenError', notice));
    mockHttp.post.mockReturnValueOnce(new Promise(() => undefined));
    renderWithProviders(<LoginPage />, { route: '/login' });
    await logIn();
    await pageAlert();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.queryAllByRole('alert').filter(isOnPage)).toEqual([]);
  });
});
