import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * Without SMTP, messages are written to an outbox folder instead of being sent, so a person trying the product (and
 * the tests) can follow a reset or verification link.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer & { list: () => Promise<OutboxEntry[]> } {
  return {
    send: async (message) => {
      await mkdir(outboxDir, { recursive: true });
      const entry: OutboxEntry = { id: randomUUID(), from, sentAt: new Date().toISOString(), ...message };
      await writeFile(
        path.join(outboxDir, `${entry.sentAt.replace(/[:.]/g, '-')}-${entry.id}.json`),
        JSON.stringify(entry, null, 2),
      );
    },
    list: async () => {
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      const entries = await Promise.all(
        files
          .filter((f) => f.endsWith('.json'))
          .map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEntry),
      );
      return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    },
  };
}

/** SMTP through nodemailer, when SMTP_URL is set. */
export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}
