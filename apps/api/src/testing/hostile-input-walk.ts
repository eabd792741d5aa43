import { eq, sql } from 'drizzle-orm';
import { createTestSigner } from '@matri/aadhaar/testing';
import type { InjectOptions } from 'fastify';
import {
  describeHostileWalk,
  failureKinds,
  hostileHints,
  walkHostileInput,
  type HostileRole,
  type OpenApiPaths,
} from '@matri/server-kit';
import type { Database } from '../db/database';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { users } from '../db/schema';
import { samplePhoto } from './sample-photos';
import {
  createRegistration,
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestMember,
} from './test-app';
import { uploadPhoto } from './upload-photo';

/**
 * Cases per operation and role; CI runs the default, HOSTILE_CASES asks for more (HOSTILE_SEED for other ones).
 * tools/bench/hostile-input.ts walks the same requests over HTTP at a larger size.
 */
const CASES = Number(process.env['HOSTILE_CASES'] ?? 50);
const SEED = Number(process.env['HOSTILE_SEED'] ?? 20261123);
/**
 * A request's own work stays under 2 s of the main thread's CPU (the photo screening's model threads beside it are not
 * its work); its wall time only has to stay under 20 s, since a busy machine (other processes on the two cores)
 * stretches that many times over while a hang still shows.
 */
const SLOW_CPU_MS = 2000;
const SLOW_MS = 20_000;

/**
 * Puts an actor back as it was (a case may have signed it out, deleted it or changed its role) before each of the
 * walk's 15,000 requests: prepared once, since drizzle's builder cost as much CPU as the statement's round trip.
 */
const restoreActor = {
  member: preparedPerDatabase((db) => restoreStatement(db, 'member')),
  admin: preparedPerDatabase((db) => restoreStatement(db, 'admin')),
};

function restoreStatement(db: Database, role: 'member' | 'admin') {
  return db
    .update(users)
    .set({ status: 'active', deletedAt: null, role })
    .where(eq(users.id, sql.placeholder('id')))
    .returning({ tokenVersion: users.tokenVersion })
    .prepare(`hostile_walk_restore_${role}`);
}

/**
 * One part of the walk (the parts together are the whole walk: walkHostileInput's `part`), in its own app: the parts
 * run as test files of their own, side by side on jest's workers.
 */
export function describeHostileInputWalk(part: { index: number; of: number }): void {
  let t: TestApp;
  let member: TestMember;
  let admin: TestMember;
  let hints: ReturnType<typeof hostileHints>;

  beforeAll(async () => {
    // With a (test) UIDAI certificate, so hostile documents reach the checks rather than the 503 of an unconfigured site.
    const uidai = await createTestSigner();
    t = await createTestApp({ DEMO_MODE: 'true', UIDAI_CERTIFICATES: uidai.certificatePem });
    member = await signUpMember(t, { gender: 'female' });
    admin = await signUpAdmin(t);
    const other = await signUpMember(t, { gender: 'male' });
    await uploadPhoto(t, member.auth, await samplePhoto('jpeg'));
    // A sign-up waiting for its code, so that codes and resends reach one and not only unknown ids.
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: createRegistration(),
    });
    hints = hostileHints({
      identifiers: [member.registration.email, other.registration.mobile],
      profileIds: [member.profileId, other.profileId, admin.profileId],
      pendingId: pending.json().pendingId,
    });
  });
  afterAll(() => t.close());

  /** The actor's headers for this request: a fresh token, the account active (a case may have signed it out or deleted it). */
  async function headersOf(role: HostileRole): Promise<Record<string, string>> {
    // What the previous request left to run after its answer burns this process's CPU too: it ends before the next
    // request is timed, so a request's CPU bound counts its own work.
    await t.app.workAfterAnswers();
    if (role === 'visitor') return {};
    const actor = role === 'member' ? member : admin;
    const [row] = await restoreActor[role](t.database.db).execute({ id: actor.id });
    return { authorization: `Bearer ${await t.app.tokens.sign({ userId: actor.id, tokenVersion: row.tokenVersion })}` };
  }

  describe(`hostile input on every operation of the OpenAPI document, part ${part.index + 1} of ${part.of}`, () => {
    it(`answers every request without a 5xx and within ${SLOW_CPU_MS} ms of CPU, as a visitor, a member and an admin`, async () => {
      const result = await walkHostileInput({
        document: t.app.swagger() as unknown as OpenApiPaths,
        hints,
        cases: CASES,
        seed: SEED,
        slowMs: SLOW_MS,
        slowCpuMs: SLOW_CPU_MS,
        headersOf,
        send: async (request) => (await t.app.inject(request as InjectOptions)).statusCode,
        part,
      });
      expect(result.operations).toBeGreaterThan(60 / part.of);
      console.log(describeHostileWalk(result, { cases: CASES, seed: SEED, slowMs: SLOW_MS, slowCpuMs: SLOW_CPU_MS }));
      expect(failureKinds(result.failures)).toEqual([]);
    }, 900_000);
  });
}
