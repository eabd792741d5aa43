import { z } from 'zod';
import { OutboxMessageSchema } from '../demo/outbox-message';
import { planIds } from '../membership/plan-ids';
import { matchTabs } from '../vocabularies/matching';
import { valuesOf } from '../vocabularies/vocabulary';

/**
 * A command of the API's command line (apps/api/src/cli): the JSON it takes as its one argument and the JSON it
 * prints as its last line. Scripts outside the API (the benchmarks) reach the API only through these: Nx forbids
 * importing an application, and a benchmark measures the API from outside anyway. `output: null` is a command that
 * runs until it is stopped.
 */
export interface ApiCommand<Input extends z.ZodType = z.ZodType, Output extends z.ZodType | null = z.ZodType | null> {
  name: string;
  input: Input;
  output: Output;
}

const command = <Input extends z.ZodType, Output extends z.ZodType | null>(
  name: string,
  input: Input,
  output: Output,
): ApiCommand<Input, Output> => ({ name, input, output });

/** The command that loads demo members for people trying the product (flags, not JSON: people type it). */
export const DEMO_DATA_COMMAND = 'demo-data';

const password = z.string().min(8, 'A password of at least 8 characters');

export const apiCommands = {
  /**
   * Generated members at scale in DATABASE_URL (migrated first): member n is bench.n@example.in with `password`,
   * every 50th hidden. `admin` adds bench.admin@example.in (same password); `plan` puts the first `members` active
   * members on that plan for 30 days.
   */
  benchMembers: command(
    'bench-members',
    z.object({
      count: z.number().int().min(0).max(5_000_000),
      password,
      admin: z.boolean().default(false),
      plan: z.object({ id: z.enum(planIds), members: z.number().int().min(1) }).optional(),
    }),
    z.object({ seconds: z.number() }),
  ),
  /**
   * Conversations among the bench members of DATABASE_URL (bench-members first), every pair connected by an accepted
   * interest: the first active member talks with the next `heavyConversations` members, `messagesPerHeavy` messages
   * each; the next 2 × `livePairs` members form pairs with one message each; the rest form conversations of 100
   * messages until the database holds `messages` in all. Answers the heavy member and the live pairs (user ids).
   */
  benchConversations: command(
    'bench-conversations',
    z.object({
      heavyConversations: z.number().int().min(1).max(5000),
      messagesPerHeavy: z.number().int().min(1).max(1000),
      livePairs: z.number().int().min(0).max(50_000),
      messages: z.number().int().min(1).max(20_000_000),
    }),
    z.object({ heavyId: z.number(), livePairs: z.array(z.tuple([z.number(), z.number()])), seconds: z.number() }),
  ),
  /**
   * A clean start for the invitations job: the pending invitations, queued invitation runs and invited members of an
   * earlier run in DATABASE_URL are removed, then `count` invited members (invited.n@example.in) wait for their mail.
   */
  benchInvitations: command(
    'bench-invitations',
    z.object({ count: z.number().int().min(1).max(1_000_000) }),
    z.object({ invited: z.number() }),
  ),
  /**
   * The SQL the API runs for each search (a query string of GET /api/search) or match list (a tab of GET
   * /api/matches) of a viewer, with its parameters written in, so psql can run exactly that.
   */
  discoverySql: command(
    'discovery-sql',
    z.object({
      queries: z.array(
        z.union([
          z.object({ viewerId: z.number().int().min(1), search: z.string() }),
          z.object({ viewerId: z.number().int().min(1), tab: z.enum(valuesOf(matchTabs)) }),
        ]),
      ),
    }),
    z.object({ statements: z.array(z.object({ viewer: z.string(), sql: z.string() })) }),
  ),
  /**
   * What an import of the rows in `rowsFile` (JSON: objects keyed by the file's headers) would store, as a psql script
   * of COPYs of its valid rows into DATABASE_URL (migrated first), written to `dir`.
   */
  importCopyScript: command(
    'import-copy-script',
    z.object({ rowsFile: z.string().min(1), dir: z.string().min(1) }),
    z.object({ scriptFile: z.string(), rows: z.number() }),
  ),
  /**
   * The photo duplicate search at scale: `photos` random 64-bit hashes loaded into DATABASE_URL (migrated first) over
   * 1,000 members of their own, then `searches` searches through the API's own duplicate search, half of them for a
   * stored photo's hash with up to 6 bits flipped (each must be found), half for random hashes. Answers the load's
   * seconds and each search's milliseconds.
   */
  benchPhotoHashes: command(
    'bench-photo-hashes',
    z.object({
      photos: z.number().int().min(1).max(5_000_000),
      searches: z.number().int().min(2).max(100_000),
    }),
    z.object({ loadSeconds: z.number(), searchMs: z.array(z.number()), planted: z.number(), found: z.number() }),
  ),
  /**
   * Photo screening's checks without a database, for choosing its bars: each of `pictures` (image files) through the
   * product's models and hash, with the outcome it would get as a member's primary photo with no copy found; each of
   * `copies` hashed only. Answers the bars in force, and per file its scores and hashes (64-bit, as decimal text; null
   * for a plain picture).
   */
  benchScreeningScores: command(
    'bench-screening-scores',
    z.object({ pictures: z.array(z.string().min(1)).max(1000), copies: z.array(z.string().min(1)).max(10_000) }),
    z.object({
      bars: z.object({
        explicitRefuse: z.number(),
        explicitHold: z.number(),
        suggestiveHold: z.number(),
        faceMinScore: z.number(),
        duplicateMaxDistance: z.number(),
      }),
      pictures: z.array(
        z.object({
          file: z.string(),
          nudity: z.object({
            porn: z.number(),
            sexy: z.number(),
            hentai: z.number(),
            neutral: z.number(),
            drawing: z.number(),
          }),
          faces: z.object({ count: z.number(), bestScore: z.number() }),
          hashes: z.object({ hash: z.string(), mirrored: z.string() }).nullable(),
          screening: z.enum(['passed', 'held', 'refused']),
          reason: z.string().nullable(),
        }),
      ),
      copies: z.array(
        z.object({ file: z.string(), hashes: z.object({ hash: z.string(), mirrored: z.string() }).nullable() }),
      ),
    }),
  ),
  /** The messages in an outbox folder (OUTBOX_DIR of an API without SMTP), newest first. */
  outbox: command('outbox', z.object({ dir: z.string().min(1) }), z.object({ messages: z.array(OutboxMessageSchema) })),
  /**
   * A process working the import invitations job of DATABASE_URL, its mail written to `outboxDir`; at mail number
   * `hangAt` it prints "hanging" and never finishes (0: never), for a fault run to kill it there. Runs it started are
   * taken again once `jobTimeoutSeconds` are up.
   */
  invitationsWorker: command(
    'invitations-worker',
    z.object({
      outboxDir: z.string().min(1),
      hangAt: z.number().int().min(0),
      jobTimeoutSeconds: z.number().int().min(1),
    }),
    null,
  ),
};
