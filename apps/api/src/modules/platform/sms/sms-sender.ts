import type { Mailer } from '../mail/mailer';

export interface SmsMessage {
  /** +91XXXXXXXXXX */
  to: string;
  text: string;
}

/** Where text messages go: an SMS provider (SMS_WEBHOOK_URL), or else the outbox. */
export interface SmsSender {
  send: (message: SmsMessage) => Promise<void>;
}

/** Without a provider, messages join the mail outbox (admins read it at /admin/outbox in demo mode), so codes can be read while trying the product. */
export function createOutboxSmsSender(outbox: Mailer): SmsSender {
  return { send: ({ to, text }) => outbox.send({ to, subject: 'Text message', text }) };
}

/**
 * A provider reached by an HTTPS webhook (the shape most Indian SMS gateways accept through a small adapter):
 * POST {to, text} as JSON, with the provider's key as a bearer token. A non-2xx answer is an error.
 */
export function createWebhookSmsSender(url: string, apiKey: string | undefined): SmsSender {
  return {
    send: async (message) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The SMS provider answered ${response.status}`);
    },
  };
}
