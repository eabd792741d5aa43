import type { apiCommands, OutboxMessageJson } from '@matri/contracts';
import type { z } from 'zod';
import { createOutboxMailer } from '../modules/platform';

type Input = z.output<typeof apiCommands.outbox.input>;

export async function outbox(input: Input): Promise<{ messages: OutboxMessageJson[] }> {
  const entries = await createOutboxMailer(input.dir, '').list();
  return { messages: entries.map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt })) };
}
