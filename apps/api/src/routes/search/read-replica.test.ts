import { eq, inArray } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { partnerPreferences, profiles, users } from '../../db/schema';
import { freeLoopbackPort } from '@matri/server-kit';
import { openTestDatabase } from '../../testing/postgres-database';
import { createTestApp, signUpMember, type TestApp, type TestMember } from '../../testing/test-app';

/**
 * Which reads go where when DATABASE_READ_URL is set, shown with a "replica" that is a second database the test feeds by
 * hand: what it holds is what search and matches list, the viewer comes from the primary, and the primary has the last
 * word on who may be shown.
 */
describe('search and matches on a read replica', () => {
  let replica: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    replica = await openTestDatabase();
    t = await createTestApp({}, { readDb: replica.db });
  });
  afterAll(async () => {
    await t.close();
    await replica.close();
  });

  /** What replication does: the members' rows reach the replica. */
  const replicate = async (members: TestMember[]) => {
    const ids = members.map((member) => member.id);
    await replica.db.insert(users).values(await t.database.db.select().from(users).where(inArray(users.id, ids)));
    await replica.db
      .insert(profiles)
      .values(await t.database.db.select().from(profiles).where(inArray(profiles.userId, ids)));
    await replica.db
      .insert(partnerPreferences)
      .values(await t.database.db.select().from(partnerPreferences).where(inArray(partnerPreferences.userId, ids)));
  };
  const listed = async (viewer: TestMember, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: viewer.auth });
    expect(response.statusCode).toBe(200);
    return (response.json().results as { profileId: string }[]).map((member) => member.profileId);
  };

  it('lists what the replica holds, for a viewer read from the primary, without members the primary no longer shows', async () => {
    const me = await signUpMember(t, { fullName: 'Ananya Replicaqz' });
    const groom = await signUpMember(t, { fullName: 'Arjun Replicaqz', gender: 'male', dateOfBirth: '1994-02-10' });
    // Both are on the primary only: the replica has not caught up, and the viewer is found all the same.
    expect(await listed(me, '/api/search?q=replicaqz')).toEqual([]);
    expect(await listed(me, '/api/matches')).toEqual([]);

    await replicate([groom]);
    expect(await listed(me, '/api/search?q=replicaqz')).toEqual([groom.profileId]);
    expect(await listed(me, '/api/matches')).toEqual([groom.profileId]);

    // A block reaches the primary first: it counts at once, before the replica hears of it.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/blocks',
          headers: me.auth,
          payload: { profileId: groom.profileId },
        })
      ).statusCode,
    ).toBe(201);
    expect(await listed(me, '/api/search?q=replicaqz')).toEqual([]);
    expect(await listed(me, '/api/matches')).toEqual([]);
    expect(await replica.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
  });

  it('is not ready while the replica cannot be reached', async () => {
    // A replica at a port nothing listens on: connections are refused at once.
    const gone = await openDatabase({
      databaseUrl: `postgres://replica:replica@127.0.0.1:${await freeLoopbackPort()}/members`,
      migrate: false,
    });
    const cut = await createTestApp({}, { readDb: gone.db });
    try {
      expect((await cut.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await cut.close();
      await gone.close();
    }
  });
});
