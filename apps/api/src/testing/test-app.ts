import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { normaliseIndianMobile } from '@matri/contracts';
import { buildApp } from '../app';
import { profiles, users } from '../db/schema';
import { parseEnv } from '../config/env';
import type { LogStream } from '../config/logger';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import {
  createOutboxMailer,
  type OutboxEntry,
  createOutboxSmsSender,
  type SmsMessage,
  type SmsSender,
  type StartJobQueue,
} from '../modules/platform';
import { createLocalPhotoStore } from '../modules/photos';
import type { PhotoScreeningEngines, PhotoStore, PhotoWork } from '../modules/photos';
import { listenForMemberEvents } from '../modules/conversations';
import type { SelfieChecker } from '../modules/verification';
import { jobsRunWhenAsked } from './jobs-run-when-asked';
import { stubScreeningEngines } from './screening-engines';
import { createPostgresDatabase, testServerUrl } from './postgres-database';
import { TEST_PASSWORD_HASH_COST } from './test-passwords';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestApp {
  app: FastifyInstance;
  /** Another API process on the same database and files (what a second process of a deployment is). */
  build: () => Promise<FastifyInstance>;
  uploadsDir: string;
  database: DatabaseHandle;
  /** The messages the API "sent", newest first. */
  outbox: () => Promise<OutboxEntry[]>;
  /** The texts sent to a number (any writing of it) so far, oldest first, once the work after answers has ended. */
  textsTo: (mobile: string) => Promise<SmsMessage[]>;
  close: () => Promise<void>;
}

/** The signing secret of every test app (tests derive the test payment processor's secret from it). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/**
 * The API on a database of its own (a copy of the migrated template) on the test run's PostgreSQL server, or on
 * `serverUrl`, a server the test started itself. Create one per test file; tests keep apart by using their own members.
 *
 * It runs as a deployment runs it (not in demo mode); tests of demo mode's conveniences (the test payment processor,
 * the outbox for admins) pass { DEMO_MODE: 'true' }.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  {
    logStream,
    serverUrl = testServerUrl(),
    photoStore,
    readDb,
    faceChecker,
    screeningEngines = stubScreeningEngines(),
    startJobQueue = jobsRunWhenAsked,
    photoWork,
  }: {
    logStream?: LogStream;
    serverUrl?: string;
    /** Instead of a temporary folder (uploadsDir). */
    photoStore?: PhotoStore;
    /** A read replica for search and matches. */
    readDb?: Database;
    /** A stand-in for @matri/face-check's models (testing/canned-face-checker.ts). */
    faceChecker?: SelfieChecker;
    /** What the screening models "see" (stubScreeningEngines: neutral pictures with a face). */
    screeningEngines?: PhotoScreeningEngines;
    /** Instead of running each job asked for at once (testing/jobs-held.ts holds them until the test runs them). */
    startJobQueue?: StartJobQueue;
    /** Instead of re-encoding uploads in the test's own process. */
    photoWork?: PhotoWork;
  } = {},
): Promise<TestApp> {
  const own = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: own.url });
  // Readiness follows the event loop's lateness, which a busy test machine pushes past a second: only the test of
  // that rule sets a bound it can reach.
  const env = parseEnv({
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    READY_MAX_LOOP_DELAY_MS: '600000',
    ...envOverrides,
  });
  const texts: SmsMessage[] = [];
  const sms: SmsSender = {
    send: async (message) => {
      texts.push(message);
      await createOutboxSmsSender(mailer).send(message);
    },
  };
  const build = () =>
    buildApp({
      env,
      db: database.db,
      readDb,
      jwtSecret: TEST_JWT_SECRET,
      mailer,
      sms,
      photoStore: photoStore ?? createLocalPhotoStore(uploadsDir),
      listOutbox: mailer.list,
      startJobQueue,
      photoScreeningEngines: screeningEngines,
      photoWork,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      // Each app listens for itself, as each process of a deployment does.
      startMemberEvents: async (log) => listenForMemberEvents({ connectionString: own.url, db: database.db, log }),
      logStream,
      faceChecker,
    });
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'api-outbox-'));
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'api-uploads-'));
  const mailer = createOutboxMailer(outboxDir, 'Shubh Vivah <care@shubhvivah.in>');
  const app = await build();
  await app.ready();
  // Each request comes from a visitor address of its own unless a test names one (the tests of per-address limits),
  // so the limits that count addresses stay out of the way of tests about something else.
  const inject = app.inject.bind(app);
  app.inject = ((options: InjectOptions) =>
    inject({ remoteAddress: newVisitorAddress(), ...options })) as typeof app.inject;
  return {
    app,
    build,
    uploadsDir,
    database,
    outbox: mailer.list,
    textsTo: async (mobile) => {
      await app.workAfterAnswers();
      const to = normaliseIndianMobile(mobile);
      return texts.filter((text) => text.to === to);
    },
    close: async () => {
      await app.close();
      await database.close();
      await own.drop();
      rmSync(outboxDir, { recursive: true, force: true });
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A second API process beside the test app's, sharing its database; close it in the test. */
export async function createSiblingApp(t: TestApp): Promise<FastifyInstance> {
  const app = await t.build();
  await app.ready();
  return app;
}

let sequence = 0;

let addresses = 0;
/**
 * A visitor address no other request of the test run used: per-address limits (sign-up, log in …) count each
 * visitor apart, as on the real site, where members sign up from their own phones.
 */
export function newVisitorAddress(): string {
  addresses += 1;
  return `10.${(process.pid >> 8) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A valid sign-up whose e-mail and mobile no other test uses. */
export function createRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const unique = `${process.pid}${Date.now()}${sequence}`.slice(-9);
  return {
    profileFor: 'self',
    fullName: 'Ananya Sharma',
    gender: 'female',
    dateOfBirth: '1996-04-12',
    religion: 'hindu',
    motherTongue: 'hindi',
    email: `ananya.${unique}@example.in`,
    mobile: `9${unique}`,
    password: 'monsoon-evening-42',
    acceptTerms: true,
    ...overrides,
  };
}

export interface TestMember {
  id: number;
  profileId: string;
  jwt: string;
  /** The bearer header of the member's session. */
  auth: { authorization: string };
  /** What was sent to sign up (e-mail, password and so on). */
  registration: ReturnType<typeof createRegistration>;
}

/** The code of the latest sign-up text to a number (any writing of it). */
export async function signUpCodeSentTo(t: TestApp, mobile: string): Promise<string> {
  const code = (await t.textsTo(mobile))
    .map(({ text }) => /^(\d{6}) /.exec(text)?.[1])
    .filter((found) => found !== undefined)
    .at(-1);
  if (!code) throw new Error(`No sign-up code was sent to ${mobile}`);
  return code;
}

/**
 * Signs a new member up through the API as the site does: the form, then the code the mobile got by SMS. The member
 * then hears from anyone, as members who joined before the verified audiences did, so tests of other features reach
 * each other unverified; `asNew` keeps the audiences a new profile starts with.
 */
export async function signUpMember(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  { asNew = false }: { asNew?: boolean } = {},
): Promise<TestMember> {
  const registration = createRegistration(overrides);
  const started = await t.app.inject({ method: 'POST', url: '/api/auth/local/register', payload: registration });
  if (started.statusCode !== 202) throw new Error(`Sign-up failed: ${started.body}`);
  const { pendingId } = started.json();
  const code = await signUpCodeSentTo(t, registration.mobile as string);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local/register/confirm',
    payload: { pendingId, code },
  });
  if (response.statusCode !== 201) throw new Error(`Sign-up failed: ${response.body}`);
  const { jwt, user } = response.json();
  if (!asNew) {
    await t.database.db
      .update(profiles)
      .set({ interestAudience: 'anyone', messageAudience: 'anyone' })
      .where(eq(profiles.userId, user.id));
  }
  return { id: user.id, profileId: user.profileId, jwt, auth: { authorization: `Bearer ${jwt}` }, registration };
}

/** A member made admin (as an operator does in the database), with a session. */
export async function signUpAdmin(t: TestApp): Promise<TestMember> {
  const admin = await signUpMember(t);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  return admin;
}
