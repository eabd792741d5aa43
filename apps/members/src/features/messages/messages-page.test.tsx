import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@matri/api-client';
import { CONTACT_SHARE_QUESTION, MONEY_REQUEST_WARNING, type ConversationJson } from '@matri/contracts';
import { apiRefusal } from '../../testing/api-refusal';
import { renderWithProviders } from '../../testing/render-with-providers';
import { MessagesPage } from './messages-page';

const get = jest.fn();
const post = jest.fn();
jest.mock('../../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));

const member = { profileId: 'SV100007', full_name: 'Kavya Menon', photo: null };
const message = (id: number, text: string, fromMe: boolean, extra: object = {}) => ({
  id,
  text,
  fromMe,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: fromMe ? ('read' as const) : null,
  warning: null,
  ...extra,
});

function answer(conversation: Partial<ConversationJson> = {}) {
  get.mockImplementation(async (url: string) => {
    if (url === '/api/conversations') {
      return {
        results: [{ member, lastMessage: message(2, 'Namaste', false), unread: 1, isReadOnly: false }],
        nextCursor: null,
      };
    }
    if (url === '/api/conversations/SV100007') {
      return {
        member,
        messages: [message(1, 'Hello Kavya ji', true), message(2, 'Namaste', false)],
        olderCursor: null,
        isReadOnly: false,
        isMyContactShared: true,
        ...conversation,
      };
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

const openConversation = () => renderWithProviders(<MessagesPage />, { route: '/messages?with=SV100007' });

describe('MessagesPage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset().mockResolvedValue(message(3, 'ok', true, { status: 'sent' }));
  });

  it('lists conversations with their unread count and shows the open one with read marks', async () => {
    answer();
    openConversation();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByRole('button', { name: 'Kavya Menon, 1 unread' })).toBeInTheDocument();
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Hello Kavya ji')).toBeInTheDocument();
    expect(within(messages).getByText(/· Read$/)).toBeInTheDocument();
    // Seen while the page is in front: marked read up to their latest message.
    expect(post).toHaveBeenCalledWith('/api/conversations/SV100007/read', { upTo: 2 });
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    answer();
    openConversation();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Shall our parents talk?{Shift>}{Enter}{/Shift}This Sunday?');
    expect(post).not.toHaveBeenCalledWith('/api/conversations/SV100007/messages', expect.anything());
    await userEvent.type(box, '{Enter}');
    expect(post).toHaveBeenCalledWith('/api/conversations/SV100007/messages', {
      text: 'Shall our parents talk?\nThis Sunday?',
    });
  });

  it('empties the box at once and sends a message typed meanwhile after the first, in order', async () => {
    answer();
    let finishFirst: (value: unknown) => void = () => undefined;
    post.mockImplementation((url: string, body: { text: string }) => {
      if (url.endsWith('/read')) return Promise.resolve(undefined);
      if (body.text === 'First') return new Promise((resolve) => (finishFirst = resolve));
      return Promise.resolve(message(4, body.text, true));
    });
    openConversation();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'First{Enter}');
    expect(box).toHaveValue('');
    await userEvent.type(box, 'Second{Enter}');
    const sentTexts = () =>
      post.mock.calls.filter(([url]) => url.endsWith('/messages')).map(([, body]) => (body as { text: string }).text);
    expect(sentTexts()).toEqual(['First']);
    finishFirst(message(3, 'First', true));
    await waitFor(() => expect(sentTexts()).toEqual(['First', 'Second']));
  });

  it('gives the text back with the reason when a message is refused', async () => {
    answer();
    post.mockImplementation(async (url: string) => {
      if (url.endsWith('/read')) return undefined;
      throw apiRefusal(429, 'Too many attempts. Try again in 1 minute.', 'RateLimitError');
    });
    openConversation();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Are you free on Sunday?{Enter}');
    expect(await screen.findByText('Too many attempts. Try again in 1 minute.')).toBeInTheDocument();
    expect(box).toHaveValue('Are you free on Sunday?');
  });

  it('asks before a number goes to a member who cannot see my contact details yet, and sends once confirmed', async () => {
    answer({ isMyContactShared: false });
    openConversation();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'Call me on 98765 43210{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Before you share contact details' });
    expect(within(dialog).getByText(CONTACT_SHARE_QUESTION.en)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/api/conversations/SV100007/messages', expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    expect(post).toHaveBeenCalledWith('/api/conversations/SV100007/messages', {
      text: 'Call me on 98765 43210',
      confirmedContactShare: true,
    });
  });

  it('asks when the API asks, even if this page thought my details were shared', async () => {
    answer();
    post.mockImplementation(async (url: string, body: { confirmedContactShare?: boolean }) => {
      if (url.endsWith('/read')) return undefined;
      if (body.confirmedContactShare) return message(3, 'ok', true);
      throw new HttpError('failed', {
        status: 409,
        headers: {},
        data: {
          data: null,
          error: {
            status: 409,
            name: 'ConflictError',
            message: CONTACT_SHARE_QUESTION.en,
            details: { errors: [{ path: ['confirmedContactShare'], message: CONTACT_SHARE_QUESTION.en }] },
          },
        },
      });
    });
    openConversation();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'my UPI is kavya@okaxis{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Before you share contact details' })).toBeInTheDocument();
  });

  it('warns above a message asking for money, with a Report button', async () => {
    answer({
      messages: [message(5, 'Please send money for the customs fee', false, { warning: 'money-request' })],
    });
    openConversation();
    expect(await screen.findByText(MONEY_REQUEST_WARNING.en)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByRole('combobox', { name: /Reason/ })).toHaveValue('asking-for-money');
    expect(within(dialog).getByText(/Sending the report also blocks/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(post).toHaveBeenCalledWith('/api/reports', {
      profileId: 'SV100007',
      reason: 'asking-for-money',
      messageId: 5,
    });
  });

  it('keeps a conversation with a member who left readable, without a send box', async () => {
    answer({
      isReadOnly: true,
      member: { profileId: 'SV100007', full_name: 'Member no longer on the site', photo: null },
    });
    openConversation();
    expect(
      await screen.findByText('This member is no longer on the site, so the conversation can only be read.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  describe('the latest conversation', () => {
    afterEach(() => {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    });

    it('is asked for as the list shows, so opening it asks nothing more', async () => {
      answer();
      renderWithProviders(<MessagesPage />, { route: '/messages' });
      const list = await screen.findByRole('navigation', { name: 'Conversations' });
      await waitFor(() => expect(get).toHaveBeenCalledWith('/api/conversations/SV100007'));
      await userEvent.click(within(list).getByRole('button', { name: 'Kavya Menon, 1 unread' }));
      expect(await screen.findByText('Hello Kavya ji')).toBeInTheDocument();
      expect(get.mock.calls.filter(([url]) => url === '/api/conversations/SV100007')).toHaveLength(1);
    });

    it('is not asked for ahead under Save-Data', async () => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
      answer();
      renderWithProviders(<MessagesPage />, { route: '/messages' });
      const list = await screen.findByRole('navigation', { name: 'Conversations' });
      expect(get.mock.calls.map(([url]) => url)).toEqual(['/api/conversations']);
      await userEvent.click(within(list).getByRole('button', { name: 'Kavya Menon, 1 unread' }));
      expect(await screen.findByText('Hello Kavya ji')).toBeInTheDocument();
    });
  });
});
