import { createHmac } from 'node:crypto';
import { isSameSignature, paymentSignature, webhookSignature } from './payment-signatures';

describe('payment signatures', () => {
  it('signs order_id|payment_id with the key secret, as Razorpay documents', () => {
    const expected = createHmac('sha256', 'key-secret').update('order_IluGWxBm9U8zJ8|pay_IluGXeKDUSMaw3').digest('hex');
    expect(paymentSignature('order_IluGWxBm9U8zJ8', 'pay_IluGXeKDUSMaw3', 'key-secret')).toBe(expected);
  });

  it('accepts only the exact signature, in any letter case, and refuses tampered or malformed ones', () => {
    const signature = webhookSignature('{"event":"payment.captured"}', 'hook-secret');
    expect(isSameSignature(signature, signature)).toBe(true);
    expect(isSameSignature(signature, signature.toUpperCase())).toBe(true);
    expect(isSameSignature(signature, webhookSignature('{"event":"payment.captured" }', 'hook-secret'))).toBe(false);
    expect(
      isSameSignature(
        signature,
        `${signature.slice(0, -1)}0` === signature ? `${signature.slice(0, -1)}1` : `${signature.slice(0, -1)}0`,
      ),
    ).toBe(false);
    for (const bad of [undefined, null, '', 'zz', signature.slice(2)])
      expect(isSameSignature(signature, bad)).toBe(false);
  });
});
