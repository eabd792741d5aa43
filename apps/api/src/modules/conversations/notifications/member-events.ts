import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { batchedCalls } from '../../../db/batched-calls';
import { preparedSql } from '../../../db/prepared-sql';
import type { JobLog } from '../../platform';

const CHANNEL = 'member_events';
const FIRST_RECONNECT_MS = 1000;
const MAX_RECONNECT_MS = 30_000;

/** "Something changed for this member" (a notification now; messages later), heard by every API process. */
export interface MemberEvents {
  /** Tells every API process, this one included. */
  publish: (memberId: number) => Promise<void>;
  /**
   * Calls `listener` for each change for the member, whichever process published it, and once more after a lost
   * connection to the database is back (changes may have been missed meanwhile). Returns the unsubscribe.
   */
  subscribe: (memberId: number, listener: () => void) => () => void;
  close: () => Promise<void>;
}

/**
 * Prepared: every message sent publishes one; the events a process publishes at the same moment go together, each
 * still a notification of its own (its payload stays one member id). Its own statement on purpose: PostgreSQL holds
 * its global notify lock through the commit of a transaction that notifies, so a NOTIFY inside the transaction that
 * stores a message made every send wait for the others' WAL flush (fewer messages a second, tools/bench/messaging.ts).
 */
const publishQuery = preparedSql<unknown>(
  'publish_member_events',
  () =>
    sql`select pg_notify(${CHANNEL}, member_id::text) from unnest(${sql.placeholder('memberIds')}::int[]) member_id`,
);

/** Events in one publishing statement at most. */
const PUBLISH_BATCH = 500;

/** Subscribers of this process by member. */
export function createListenerRegistry() {
  const listeners = new Map<number, Set<() => void>>();
  return {
    add: (memberId: number, listener: () => void) => {
      const own = listeners.get(memberId) ?? new Set();
      own.add(listener);
      listeners.set(memberId, own);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(memberId);
      };
    },
    call: (memberId: number) => listeners.get(memberId)?.forEach((listener) => listener()),
    callAll: () => listeners.forEach((own) => own.forEach((listener) => listener())),
  };
}

/**
 * Member events over PostgreSQL's LISTEN/NOTIFY: one connection per process listens, a publish is one pg_notify on
 * the pool (delivered when its transaction commits). The payload is a member id, nothing personal. A dropped
 * connection (a PostgreSQL restart) is made again with growing delays, and every subscriber is then told to look again.
 */
export async function listenForMemberEvents(options: {
  connectionString: string;
  db: Database;
  log: JobLog;
}): Promise<MemberEvents> {
  const registry = createListenerRegistry();
  let client: Client | null = null;
  let isClosed = false;
  let delay = FIRST_RECONNECT_MS;
  // Cleared at close: a reconnection due after it would open a connection nobody ends, which keeps the database in
  // use (a test's DROP DATABASE waited on one for minutes) and the process's pool slot taken.
  let nextAttempt: NodeJS.Timeout | null = null;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new Client({ connectionString: options.connectionString, application_name: 'matrimony-events' });
    next.on('notification', (message) => {
      const memberId = Number(message.payload);
      if (Number.isInteger(memberId)) registry.call(memberId);
    });
    const reconnect = () => {
      if (isClosed || client !== next) return;
      client = null;
      nextAttempt = setTimeout(() => {
        nextAttempt = null;
        void connect(true).catch(() => undefined);
      }, delay);
      nextAttempt.unref();
      delay = Math.min(delay * 2, MAX_RECONNECT_MS);
    };
    next.on('error', (error) => {
      options.log.error({ err: error }, 'member events connection lost; listening again soon');
      reconnect();
    });
    next.on('end', reconnect);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      // At start-up the failure is the caller's to report; later the next attempt waits longer.
      if (isReconnect) reconnect();
      else client = null;
      await next.end().catch(() => undefined);
      throw error;
    }
    delay = FIRST_RECONNECT_MS;
    if (isReconnect) {
      options.log.info({}, 'member events connection back');
      registry.callAll();
    }
  };
  await connect(false);
  const publish = batchedCalls(
    async (memberIds: number[]) => {
      await publishQuery(options.db).rows({ memberIds });
      return memberIds.map(() => undefined);
    },
    { maxBatch: PUBLISH_BATCH, maxInFlight: 1 },
  );
  return {
    publish,
    subscribe: registry.add,
    close: async () => {
      isClosed = true;
      if (nextAttempt) clearTimeout(nextAttempt);
      await client?.end().catch(() => undefined);
    },
  };
}
