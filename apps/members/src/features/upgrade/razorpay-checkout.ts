import { t } from '@lingui/core/macro';
import { RAZORPAY_CHECKOUT_SCRIPT } from '@matri/membership';
import type { PaymentOrderJson, PaymentVerify } from '@matri/contracts';

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
}

type RazorpayCheckout = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayCheckout;
  }
}

/** Checkout could not open on this page; its message is for the member. */
export class CheckoutUnavailableError extends Error {}

let loading: Promise<RazorpayCheckout> | null = null;

/** Razorpay's script, loaded once and only when a member chooses a plan (it is large, and most visits never pay). */
function loadCheckout(): Promise<RazorpayCheckout> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayCheckout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Razorpay
        ? resolve(window.Razorpay)
        : reject(
            new CheckoutUnavailableError(
              t`Razorpay Checkout did not start. Reload the page and try again; nothing was charged.`,
            ),
          );
    script.onerror = () => {
      // A later try may succeed on a better connection.
      loading = null;
      script.remove();
      reject(
        new CheckoutUnavailableError(
          t`Razorpay Checkout could not load. Check your connection and try again; nothing was charged.`,
        ),
      );
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay Checkout over the page for the order; resolves with what Checkout hands back after a payment (for the
 * API to verify), or null when the member closes it without paying. A failed attempt stays in Checkout, which offers
 * to try again.
 */
export async function payWithRazorpay(
  order: PaymentOrderJson,
  shop: { name: string; colour: string },
): Promise<PaymentVerify | null> {
  const key = order.keyId;
  if (!key) throw new CheckoutUnavailableError(t`Online payments are not set up yet. Write to us to upgrade.`);
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    new Razorpay({
      key,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: shop.name,
      description: `${order.plan.name} membership`,
      prefill: order.prefill,
      theme: { color: shop.colour },
      handler: (response) =>
        resolve({
          orderId: response.razorpay_order_id,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
