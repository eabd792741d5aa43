import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { conversationMembers, conversations, messages } from '../../../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const pairOf = (a: number, b: number) => {
  const [low, high] = a < b ? [a, b] : [b, a];
  return { low, high, is: and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)) };
};

/** The conversation of two members, if they have one. */
export async function findConversationId(tx: Transaction, a: number, b: number): Promise<number | null> {
  const [existing] = await tx.select({ id: conversations.id }).from(conversations).where(pairOf(a, b).is);
  return existing?.id ?? null;
}

/** Starts the conversation of two members (the other may be starting it at this very moment: then theirs is the one). */
export async function startConversation(tx: Transaction, startedBy: number, otherId: number, now: Date) {
  const pair = pairOf(startedBy, otherId);
  const [created] = await tx
    .insert(conversations)
    .values({ memberLow: pair.low, memberHigh: pair.high, startedBy, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  const id = created?.id ?? (await findConversationId(tx, startedBy, otherId));
  if (id === null) throw new Error('The conversation was neither created nor found');
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: id, userId: startedBy },
      { conversationId: id, userId: otherId },
    ])
    .onConflictDoNothing();
  return id;
}

/** Adds a message; the conversation moves up the list, and the writer has seen it so far. */
export async function appendMessage(
  tx: Transaction,
  conversationId: number,
  senderId: number,
  text: string,
  createdAt: Date,
) {
  const [message] = await tx
    .insert(messages)
    .values({ conversationId, senderId, text, createdAt })
    .returning({ id: messages.id, senderId: messages.senderId, text: messages.text, createdAt: messages.createdAt });
  await tx
    .update(conversations)
    .set({ lastMessageId: sql`greatest(${conversations.lastMessageId}, ${message.id})` })
    .where(eq(conversations.id, conversationId));
  await tx
    .update(conversationMembers)
    .set({ readUpTo: message.id, deliveredUpTo: message.id })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, senderId)));
  return message;
}
