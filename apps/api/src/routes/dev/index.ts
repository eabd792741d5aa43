import type { FastifyPluginAsync } from 'fastify';
import type { OutboxEntry } from '../../services/mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function withLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Development only: the messages the outbox mailer kept, newest first, with their links clickable. */
export const outboxRoutes: FastifyPluginAsync<{ list: () => Promise<OutboxEntry[]> }> = async (app, { list }) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await list();
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p><pre>${withLinks(m.text)}</pre></article>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox</title></head><body><h1>Outbox (development)</h1>${items || '<p>No messages yet.</p>'}</body></html>`;
  });
};
