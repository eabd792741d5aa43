import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A reporter's account this old counts as established. */
const ESTABLISHED_ACCOUNT_DAYS = 30;

/**
 * How urgent a member's open reports are for the admins: the sum, over the members reporting them (one open report
 * per pair), of each reporter's weight. A reporter weighs 1, plus 1 for an account older than 30 days and 1 for a
 * verified e-mail, divided by 1 + the number of their reports the admins dismissed. (Every account has proved its
 * mobile at sign-up, so a verified mobile tells nothing.) So three accounts made a minute ago weigh 3, where two
 * established, verified members weigh 6, and a reporter whose reports keep being dismissed counts for less each time.
 *
 * The weight orders the queue and nothing else: no number of reports cuts a member off before an admin has looked
 * (reports could otherwise silence anyone); what a report does at once is block the reported member for the reporter.
 */
export function reportPriority(reportedId: AnyColumn, now: Date): SQL<number> {
  const established = new Date(now.getTime() - ESTABLISHED_ACCOUNT_DAYS * 24 * 60 * 60 * 1000);
  return sql<number>`(select coalesce(round(sum(
      (1 + (ru.created_at < ${established})::int + ru.is_email_verified::int)::numeric
      / (1 + (select count(*) from reports d where d.reporter_id = ro.reporter_id and d.status = 'dismissed'))
    ), 1), 0)::float8
    from reports ro join users ru on ru.id = ro.reporter_id
    where ro.reported_id = ${reportedId} and ro.status = 'open')`;
}
