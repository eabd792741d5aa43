import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOutboxMailer } from '../modules/platform';
import { outbox } from './outbox';

describe('the outbox command', () => {
  it('lists the messages of an outbox folder, newest first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-command-'));
    try {
      const mailer = createOutboxMailer(dir, 'Shubh Vivah <care@shubhvivah.in>');
      await mailer.send({ to: 'first@example.in', subject: 'One', text: 'one' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await mailer.send({ to: 'second@example.in', subject: 'Two', text: 'two' });
      const { messages } = await outbox({ dir });
      expect(messages.map((m) => [m.to, m.subject, m.text])).toEqual([
        ['second@example.in', 'Two', 'two'],
        ['first@example.in', 'One', 'one'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers no messages for a folder nothing was sent to', async () => {
    await expect(outbox({ dir: path.join(tmpdir(), 'never-written-outbox') })).resolves.toEqual({ messages: [] });
  });
});
