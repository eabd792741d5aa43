import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../db/database';
import { createPostgresDatabase, testServerUrl } from '../../../testing/postgres-database';
import { listenForMemberEvents } from './member-events';

describe('member events', () => {
  let own: { url: string; drop: () => Promise<void> };
  let database: DatabaseHandle;
  beforeAll(async () => {
    own = await createPostgresDatabase(testServerUrl());
    database = await openDatabase({ databaseUrl: own.url });
  });
  afterAll(async () => {
    jest.useRealTimers();
    await database.close();
    await own.drop();
  });

  it('closed while waiting to listen again after a lost connection, plans no new connection and holds none', async () => {
    let lost: () => void = () => undefined;
    const connectionLost = new Promise<void>((resolve) => (lost = resolve));
    const events = await listenForMemberEvents({
      connectionString: own.url,
      db: database.db,
      log: { info: () => undefined, error: () => lost() },
    });
    // Only the reconnection's delay is faked: the database's connections stay real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setInterval', 'clearInterval'] });
    const admin = new Client({ connectionString: own.url });
    await admin.connect();
    try {
      const listening = `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'matrimony-events'`;
      const { rows } = await admin.query<{ pid: number }>(listening);
      expect(rows).toHaveLength(1);
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await connectionLost;

      await events.close();
      expect(jest.getTimerCount()).toBe(0);
      jest.runAllTimers();
      // The ended connection may still be listed while its backend exits; another one would be a new connection.
      const after = await admin.query<{ pid: number }>(listening);
      expect(after.rows.filter(({ pid }) => pid !== rows[0].pid)).toEqual([]);
    } finally {
      await admin.end();
    }
  });
});
