/** A payment as the provider reports it; only "captured" means the money arrived. */
export interface ProviderPayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

/**
 * What a payment provider does for us: Razorpay in production, the local test processor without keys. The flow is the
 * same: an order at the provider, Checkout on the client, the payment's signature checked on the server, webhooks
 * signed, and the provider asked again about orders whose answer never came.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'test';
  /** The public key Checkout opens with (Razorpay's key id); null for the test processor, whose checkout is ours. */
  readonly keyId: string | null;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<{ orderId: string }>;
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  isWebhookSignatureValid(rawBody: Buffer, signature: string | undefined): boolean;
  paymentsOf(orderId: string): Promise<ProviderPayment[]>;
}
