import { sql } from 'drizzle-orm';
import type { apiCommands } from '@matri/contracts';
import type { z } from 'zod';
import { openDatabase } from '../db/database';
import { databaseUrlOf } from './command-line';

type Input = z.output<typeof apiCommands.benchConversations.input>;
type Output = z.input<NonNullable<typeof apiCommands.benchConversations.output>>;

const FILLER_MESSAGES = 100;

export async function benchConversations(input: Input): Promise<Output> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: databaseUrlOf(process.env) });
  try {
    const { db } = database;
    const heavyMessages = input.heavyConversations * input.messagesPerHeavy;
    const fillers = Math.max(0, Math.ceil((input.messages - heavyMessages - input.livePairs) / FILLER_MESSAGES));
    const rows = (await db.execute(
      sql`select id from users where status = 'active' and role = 'member' order by id`,
    )) as unknown as { rows: { id: number }[] };
    const ids = rows.rows.map((row) => row.id);
    // The rest of the members fill the database, each in several conversations when there are many to fill.
    const fillerMembers = ids.length - (1 + input.heavyConversations + 2 * input.livePairs);
    if (fillers > 0 && (fillerMembers < 3 || fillers > fillerMembers * Math.floor((fillerMembers - 1) / 2))) {
      throw new Error(
        `bench-conversations needs more active bench members than ${ids.length} for ${input.messages} messages`,
      );
    }
    const [heavyId] = ids;
    const pairs: { a: number; b: number; messages: number }[] = [];
    for (let i = 1; i <= input.heavyConversations; i += 1)
      pairs.push({ a: ids[i], b: heavyId, messages: input.messagesPerHeavy });
    const liveStart = 1 + input.heavyConversations;
    const livePairs: [number, number][] = [];
    for (let i = 0; i < input.livePairs; i += 1) {
      const pair: [number, number] = [ids[liveStart + 2 * i], ids[liveStart + 2 * i + 1]];
      livePairs.push(pair);
      pairs.push({ a: pair[0], b: pair[1], messages: 1 });
    }
    const fillerStart = liveStart + 2 * input.livePairs;
    // Member x with member x + k round the circle of filler members, k = 1, 2, … up to half of it: every pair differs.
    for (let i = 0; i < fillers; i += 1) {
      const x = i % fillerMembers;
      const k = 1 + Math.floor(i / fillerMembers);
      pairs.push({
        a: ids[fillerStart + x],
        b: ids[fillerStart + ((x + k) % fillerMembers)],
        messages: FILLER_MESSAGES,
      });
    }
    // PostgreSQL array literals: drizzle would spread a JavaScript array into a row of parameters.
    const arrayOf = (values: number[]) => `{${values.join(',')}}`;
    const senders = arrayOf(pairs.map((pair) => pair.a));
    const receivers = arrayOf(pairs.map((pair) => pair.b));
    const counts = arrayOf(pairs.map((pair) => pair.messages));
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into interests (sender_id, receiver_id, status, created_at, responded_at)
        select s, r, 'accepted', now() - interval '30 days', now() - interval '29 days'
        from unnest(${senders}::int[], ${receivers}::int[]) as p(s, r)`);
      await tx.execute(sql`
        create temporary table bench_pairs on commit drop as
        select least(s, r) as low, greatest(s, r) as high, s as started_by, n
        from unnest(${senders}::int[], ${receivers}::int[], ${counts}::int[]) as p(s, r, n)`);
      await tx.execute(sql`
        insert into conversations (member_low, member_high, started_by, created_at)
        select low, high, started_by, now() - interval '29 days' from bench_pairs`);
      await tx.execute(sql`
        insert into conversation_members (conversation_id, user_id)
        select c.id, m from conversations c join bench_pairs p on p.low = c.member_low and p.high = c.member_high,
          unnest(array[c.member_low, c.member_high]) as m`);
      // Messages alternate between the two, a minute apart, ending now.
      await tx.execute(sql`
        insert into messages (conversation_id, sender_id, text, created_at)
        select c.id, case when g % 2 = 0 then p.started_by else p.low + p.high - p.started_by end,
          'Bench message ' || g || ': how was your day? Our families would like to meet next month.',
          now() - make_interval(mins => p.n - g)
        from conversations c join bench_pairs p on p.low = c.member_low and p.high = c.member_high,
          generate_series(1, p.n) as g
        order by c.id, g`);
      await tx.execute(sql`
        update conversations c set last_message_id = m.last
        from (select conversation_id, max(id) as last from messages group by conversation_id) m
        where m.conversation_id = c.id`);
      // Most conversations are read; every tenth waits with its latest messages unread.
      await tx.execute(sql`
        update conversation_members cm set
          read_up_to = case when cm.conversation_id % 10 = 0 then c.last_message_id - 3 else c.last_message_id end,
          delivered_up_to = c.last_message_id
        from conversations c where c.id = cm.conversation_id`);
    });
    await db.execute(sql`analyze interests, conversations, conversation_members, messages`);
    return { heavyId, livePairs, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}
