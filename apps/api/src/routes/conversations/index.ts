import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireMember } from '../../plugins/app/authentication';
import {
  conversationHistory,
  findPair,
  listConversations,
  markRead,
  sendMessage,
  messagesState,
} from '../../modules/conversations';
import type { MemberEvents } from '../../modules/conversations';

/** /messages: conversations between connected members. */
export const conversationRoutes: FastifyPluginAsyncZod<{ db: Database; events: MemberEvents }> = async (
  app,
  { db, events },
) => {
  /** Both members' open pages (any API process, my other tabs too) fetch what changed. */
  const tellBoth = (me: number, otherId: number) => Promise.all([events.publish(otherId), events.publish(me)]);

  registerEndpoint(app, endpoints.messages.list, async (request) =>
    listConversations(db, requireMember(request).id, request.query.cursor),
  );

  registerEndpoint(app, endpoints.messages.unread, async (request) => ({
    conversations: (await messagesState(db, requireMember(request).id)).unread,
  }));

  registerEndpoint(app, endpoints.messages.history, async (request) =>
    conversationHistory(db, requireMember(request).id, request.params.profileId, request.query.cursor),
  );

  // Its spam limit is counted by the statement that stores the message (sendMessage), not as a limit of its own.
  registerEndpoint(app, endpoints.messages.send, async (request) => {
    const me = requireMember(request).id;
    const { message, otherId } = await sendMessage(db, me, request.params.profileId, request.body);
    // The writer's own counts do not change by writing: only the other member's pages are told.
    await events.publish(otherId);
    return message;
  });

  registerEndpoint(app, endpoints.messages.read, async (request) => {
    const me = requireMember(request).id;
    const { conversationId, otherId } = await findPair(db, me, request.params.profileId);
    if (conversationId === null)
      throw notFound(say({ en: 'You have no conversation with this member.', hi: 'इस सदस्य से आपकी कोई बातचीत नहीं है।' }));
    await markRead(db, me, conversationId, request.body.upTo);
    // Their page shows my read mark; my other tabs clear the badge.
    await tellBoth(me, otherId);
  });
};
