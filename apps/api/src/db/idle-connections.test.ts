import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { createPostgresDatabase } from '../testing/postgres-database';
import { openDatabase } from './database';

/** Past node-postgres's default idle timeout (10 s), after which it closes an idle connection. */
const IDLE_PAST_DEFAULT_MS = 10_500;
const BURST = 5;

describe("the API's connections to PostgreSQL", () => {
  let own: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    own = await createPostgresDatabase(process.env['TEST_DATABASE_URL'] as string);
  });

  afterAll(() => own.drop());

  it('stay open through a quiet spell, so the next burst finds them instead of starting PostgreSQL backends', async () => {
    // The pool's idle timer is driven rather than waited for (it was 10.5 s of a jest worker's wall time).
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const database = await openDatabase({ databaseUrl: own.url, migrate: false, keepIdleConnections: true });
    const observer = new Client({ connectionString: own.url });
    await observer.connect();
    /** The PostgreSQL backend each of BURST queries at once ran on. */
    const burst = async () => {
      const answers = await Promise.all(
        Array.from({ length: BURST }, () => database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.2)`)),
      );
      return answers.map((answer) => (answer as unknown as { rows: { pid: number }[] }).rows[0].pid).sort();
    };
    try {
      const before = await burst();
      jest.advanceTimersByTime(IDLE_PAST_DEFAULT_MS);
      const open = await observer.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(open.rows[0].n).toBe(BURST);
      expect(await burst()).toEqual(before);
    } finally {
      jest.useRealTimers();
      await observer.end();
      await database.close();
    }
  }, 30_000);
});
