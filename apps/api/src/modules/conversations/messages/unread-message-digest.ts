import { sql } from 'drizzle-orm';
import { paths, say, type Brand, type Language } from '@matri/contracts';
import { inLanguage, greeting, signature } from '../../platform';
import type { Database } from '../../../db/database';
import type { Mailer } from '../../platform';

/** A message waits this long unread before an e-mail tells of it; a member gets at most one such e-mail a day. */
export const DIGEST_AFTER_MS = 30 * 60 * 1000;
const DIGEST_EVERY = '1 day';
/** Members e-mailed per run; the next run (every few minutes) takes the rest. */
const DIGESTS_PER_RUN = 200;

interface DigestRow {
  userId: number;
  email: string;
  lang: Language;
  /** Who wrote, by first name and profile ID, newest conversation first. */
  senders: string[];
  messages: number;
}

/**
 * Members who chose the e-mail, whose account is open, who have a message from another member (not blocked either
 * way, still on the site) unread for half an hour, and who had no such e-mail in the last day.
 */
async function dueDigests(db: Database, now: Date, limit: number): Promise<DigestRow[]> {
  const unreadBefore = new Date(now.getTime() - DIGEST_AFTER_MS);
  const result = await db.execute(sql`
    select u.id as "userId", u.email, u.lang,
      array_agg(split_part(p.full_name, ' ', 1) || ' (' || p.profile_code || ')' order by c.last_message_id desc) as senders,
      sum(waiting.n)::int as messages
    from users u
    join conversation_members mine on mine.user_id = u.id
    join conversations c on c.id = mine.conversation_id
    join users o on o.id = case when c.member_low = u.id then c.member_high else c.member_low end and o.status = 'active'
    join profiles p on p.user_id = o.id
    join lateral (select count(*) as n from messages m
      where m.conversation_id = c.id and m.id > mine.read_up_to and m.sender_id = o.id) waiting on waiting.n > 0
    where u.status = 'active' and u.notify_unread_messages
      and (u.message_digest_at is null or u.message_digest_at <= ${now}::timestamptz - ${DIGEST_EVERY}::interval)
      and exists (select 1 from messages m where m.conversation_id = c.id and m.id > mine.read_up_to
        and m.sender_id = o.id and m.created_at <= ${unreadBefore})
      and not exists (select 1 from blocks b where (b.blocker_id = u.id and b.blocked_id = o.id)
        or (b.blocker_id = o.id and b.blocked_id = u.id))
    group by u.id, u.email, u.lang
    order by u.id
    limit ${limit}`);
  return (result as unknown as { rows: DigestRow[] }).rows;
}

function digestMail(row: DigestRow, brand: Brand, publicUrl: string) {
  const [first, ...others] = row.senders;
  const more = others.length;
  const who =
    more === 0
      ? first
      : more === 1
        ? say({ en: `${first} and 1 other member`, hi: `${first} और 1 अन्य सदस्य` })
        : say({ en: `${first} and ${more} other members`, hi: `${first} और ${more} अन्य सदस्यों` });
  const messages = row.messages.toLocaleString('en-IN');
  const count =
    row.messages === 1
      ? say({ en: 'a message', hi: 'एक संदेश' })
      : say({ en: `${messages} messages`, hi: `${messages} संदेश` });
  const inbox = `${publicUrl}${paths.messages.path}`;
  const settings = `${publicUrl}${paths.setting.path}`;
  return {
    subject: say({ en: `${who} sent you ${count} on ${brand.name}`, hi: `${who} ने ${brand.name} पर आपको ${count} भेजे` }),
    text: [
      greeting(),
      '',
      say({
        en: `${who} sent you ${count} that you have not read yet. Read and answer them: ${inbox}`,
        hi: `${who} ने आपको ${count} भेजे हैं जो आपने अभी तक नहीं पढ़े। पढ़ें और जवाब दें: ${inbox}`,
      }),
      '',
      say({
        en: `We send this at most once a day. Choose which e-mails you get on ${settings}.`,
        hi: `यह ई-मेल हम दिन में ज़्यादा से ज़्यादा एक बार भेजते हैं। कौन-से ई-मेल आपको मिलें, यह ${settings} पर चुनें।`,
      }),
      '',
      signature(brand),
    ].join('\n'),
  };
}

/**
 * One run of the digest: each due member's e-mail goes out and their day starts in one transaction, so a failing
 * mail server leaves them due (the job is tried again) and two processes never both send it (the row is claimed).
 */
export async function sendUnreadMessageDigests(
  db: Database,
  mailer: Mailer,
  options: { brand: Brand; publicUrl: string },
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const row of await dueDigests(db, now, DIGESTS_PER_RUN)) {
    const isMine = await db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        update users set message_digest_at = ${now}
        where id = ${row.userId}
          and (message_digest_at is null or message_digest_at <= ${now}::timestamptz - ${DIGEST_EVERY}::interval)
        returning id`);
      if ((claimed as unknown as { rows: unknown[] }).rows.length === 0) return false;
      await mailer.send(
        inLanguage(row.lang, () => ({ to: row.email, ...digestMail(row, options.brand, options.publicUrl) })),
      );
      return true;
    });
    if (isMine) sent += 1;
  }
  return sent;
}
