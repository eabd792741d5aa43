import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands, type MembershipJson, type PaymentJson, type PaymentOrderJson } from '@matri/contracts';
import { defaultPlans } from '@matri/membership';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UpgradePage } from './upgrade-page';
import { HttpError } from '@matri/api-client';

const get = jest.fn();
const post = jest.fn();
jest.mock('../../config/app-config', () => ({
  brand: brands['shubh-vivah'],
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));

const [, , diamond] = defaultPlans;

function answer(membership: MembershipJson, payments: PaymentJson[] = []) {
  get
    .mockReset()
    .mockImplementation(
      async (url: string) => ({ '/api/plans': defaultPlans, '/api/users/me/payments': payments })[url] ?? membership,
    );
}

describe('UpgradePage', () => {
  it('shows the member’s plan, until when, what is used today, and every plan with GST', async () => {
    answer({
      plan: diamond,
      endsAt: '2027-02-21T10:00:00.000Z',
      interestsSentToday: 12,
      contactViewsThisMonth: 7,
      conversationsStartedToday: 2,
    });
    renderWithProviders(<UpgradePage />, { route: '/upgrade' });
    const current = await screen.findByRole('region', { name: 'You are on the Diamond plan' });
    expect(
      within(current).getByText('Valid until 21 February 2027; then your profile moves to Free.'),
    ).toBeInTheDocument();
    expect(
      within(current).getByText(`Interests sent in the last 24 hours: 12 of ${diamond.interestsPerDay}`),
    ).toBeInTheDocument();
    expect(
      within(current).getByText(`Contact details seen this month: 7 of ${diamond.contactViewsPerMonth}`),
    ).toBeInTheDocument();
    expect(
      within(current).getByText(
        `Conversations you started in the last 24 hours: 2 of ${diamond.newConversationsPerDay} · First message with an interest: yes`,
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Membership plans' });
    expect(within(table).getByRole('columnheader', { name: /Platinum/ })).toBeInTheDocument();
    expect(within(table).getByText('₹5,073')).toBeInTheDocument();
  });

  it('lists the member’s payments, each with its invoice', async () => {
    answer(
      {
        plan: diamond,
        endsAt: '2027-05-21T10:00:00.000Z',
        interestsSentToday: 0,
        contactViewsThisMonth: 0,
        conversationsStartedToday: 0,
      },
      [
        {
          id: 12,
          invoiceNumber: 'SV/26-27/000012',
          planName: 'Diamond membership, 6 months',
          planId: 'diamond',
          paidAt: '2026-11-21T10:00:00.000Z',
          amountPaise: 507_282,
        },
      ],
    );
    renderWithProviders(<UpgradePage />, { route: '/upgrade' });
    const payments = await screen.findByRole('region', { name: 'Your payments' });
    expect(within(payments).getByText(/21 November 2026 · Diamond plan · ₹5,072.82/)).toBeInTheDocument();
    expect(within(payments).getByRole('link', { name: 'Invoice SV/26-27/000012' })).toHaveAttribute(
      'href',
      '/invoice?payment=12',
    );
  });

  it('says Free never ends', async () => {
    answer({
      plan: defaultPlans[0],
      endsAt: null,
      interestsSentToday: 0,
      contactViewsThisMonth: 0,
      conversationsStartedToday: 0,
    });
    renderWithProviders(<UpgradePage />, { route: '/upgrade' });
    expect(await screen.findByRole('region', { name: 'You are on the Free plan' })).toHaveTextContent(
      'Free never ends.',
    );
  });

  describe('paying through Razorpay Checkout', () => {
    const [free, gold] = defaultPlans;
    const order: PaymentOrderJson = {
      orderId: 'order_Abc123',
      provider: 'razorpay',
      keyId: 'rzp_test_Key1',
      amountPaise: 294_900,
      gstPaise: 44_985,
      currency: 'INR',
      plan: gold,
      prefill: { name: 'Ananya Sharma', email: 'ananya@example.in', contact: '+919876543210' },
    };
    let opened: {
      key: string;
      order_id: string;
      amount: number;
      handler: (r: object) => void;
      modal: { ondismiss: () => void };
    } | null;
    beforeEach(() => {
      opened = null;
      window.Razorpay = class {
        constructor(options: NonNullable<typeof opened>) {
          opened = options;
        }
        open() {
          return undefined;
        }
      } as unknown as typeof window.Razorpay;
      answer({
        plan: free,
        endsAt: null,
        interestsSentToday: 3,
        contactViewsThisMonth: 0,
        conversationsStartedToday: 0,
      });
    });
    afterEach(() => delete window.Razorpay);

    const chooseGold = async () => {
      renderWithProviders(<UpgradePage />, { route: '/upgrade' });
      await userEvent.click(await screen.findByRole('button', { name: 'Choose Gold' }));
    };

    it('opens Checkout for the order and has the API verify what Checkout hands back', async () => {
      post
        .mockReset()
        .mockImplementation(async (url: string) =>
          url === '/api/payments/orders' ? order : { plan: gold, endsAt: '2027-02-23T10:00:00.000Z' },
        );
      await chooseGold();
      expect(post).toHaveBeenCalledWith('/api/payments/orders', { planId: 'gold' });
      expect(opened).toMatchObject({ key: 'rzp_test_Key1', order_id: 'order_Abc123', amount: 294_900 });
      await act(async () =>
        opened?.handler({
          razorpay_order_id: 'order_Abc123',
          razorpay_payment_id: 'pay_Xyz',
          razorpay_signature: 'f'.repeat(64),
        }),
      );
      expect(post).toHaveBeenLastCalledWith('/api/payments/verify', {
        orderId: 'order_Abc123',
        paymentId: 'pay_Xyz',
        signature: 'f'.repeat(64),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Payment receivedYou are on the Gold plan until 23 February 2027.',
      );
    });

    it('tells a member whose connection dropped after paying that the plan still starts', async () => {
      post.mockReset().mockImplementation(async (url: string) => {
        if (url === '/api/payments/orders') return order;
        throw new HttpError('Network Error');
      });
      await chooseGold();
      await act(async () =>
        opened?.handler({
          razorpay_order_id: 'order_Abc123',
          razorpay_payment_id: 'pay_Xyz',
          razorpay_signature: 'f'.repeat(64),
        }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Payment not confirmedWe could not reach the server to confirm your payment. If money left your account, your plan starts within minutes; do not pay again.',
      );
    });

    it('says nothing was charged when the member closes Checkout', async () => {
      post.mockReset().mockResolvedValue(order);
      await chooseGold();
      await act(async () => opened?.modal.ondismiss());
      expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was charged.');
    });

    it('shows the API’s words when the order cannot be made', async () => {
      const body = {
        data: null,
        error: {
          status: 502,
          name: 'ServiceUnavailableError',
          message: 'The payment service did not answer. Nothing was charged; try again in a minute.',
          details: {},
        },
      };
      post.mockReset().mockRejectedValue(
        new HttpError('failed', {
          status: 502,
          data: body,
          headers: {},
        }),
      );
      await chooseGold();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Payment not startedThe payment service did not answer.',
      );
      expect(opened).toBeNull();
    });
  });

  describe('paying on the test processor (demo mode)', () => {
    const [free, gold] = defaultPlans;
    const order: PaymentOrderJson = {
      orderId: 'order_test_Abc',
      provider: 'test',
      keyId: null,
      amountPaise: 294_900,
      gstPaise: 44_985,
      currency: 'INR',
      plan: gold,
      prefill: { name: 'Ananya Sharma', email: 'ananya@example.in', contact: '+919876543210' },
    };
    const paid = { orderId: 'order_test_Abc', paymentId: 'pay_test_Xyz', signature: 'e'.repeat(64) };
    beforeEach(() =>
      answer({
        plan: free,
        endsAt: null,
        interestsSentToday: 0,
        contactViewsThisMonth: 0,
        conversationsStartedToday: 0,
      }),
    );

    it('pays the member’s own order in the test checkout dialog, then has the API verify it', async () => {
      post
        .mockReset()
        .mockImplementation(async (url: string) =>
          url === '/api/payments/orders'
            ? order
            : url === '/api/test-processor/orders/order_test_Abc/pay'
              ? paid
              : { plan: gold, endsAt: '2027-02-23T10:00:00.000Z' },
        );
      renderWithProviders(<UpgradePage />, { route: '/upgrade' });
      await userEvent.click(await screen.findByRole('button', { name: 'Choose Gold' }));
      const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
      expect(dialog).toHaveTextContent('No money moves here');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹2,949.00' }));
      expect(post).toHaveBeenCalledWith('/api/test-processor/orders/order_test_Abc/pay');
      expect(post).toHaveBeenLastCalledWith('/api/payments/verify', paid);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Payment receivedYou are on the Gold plan until 23 February 2027.',
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('says nothing was charged when the member cancels the test checkout', async () => {
      post.mockReset().mockResolvedValue(order);
      renderWithProviders(<UpgradePage />, { route: '/upgrade' });
      await userEvent.click(await screen.findByRole('button', { name: 'Choose Gold' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Cancel' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was charged.');
    });
  });
});
