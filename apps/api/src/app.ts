import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { RAZORPAY_BROWSER_ORIGINS } from '@matri/membership';
import { loadUidaiCertificates } from '@matri/aadhaar';
import { resolveBrand } from '@matri/contracts';
import { passwordHashCost, type Env } from './config/env';
import { loggerOptions, type LogStream } from './config/logger';
import type { Database } from './db/database';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { requestLanguagePlugin } from './http/request-language';
import { plainTextInputPlugin } from './plugins/app/plain-text-input';
import { attemptLimitsPlugin } from './plugins/app/attempt-limits';
import { afterAnswerPlugin } from './plugins/app/after-answer';
import { openApiPlugin } from './plugins/external/openapi';
import { inlineScriptHashes, securityHeadersPlugin } from './plugins/external/security-headers';
import { authenticationPlugin } from './plugins/app/authentication';
import {
  createPasswordHasher,
  createTokenService,
  useSuspendedContactSecret,
  type PasswordHashCost,
} from './modules/account';
import type { Mailer, OutboxEntry, SmsSender, StartJobQueue } from './modules/platform';
import type { PhotoScreeningEngines, PhotoStore, PhotoWork } from './modules/photos';
import { inProcessPhotoWork, usePhotoLinkSecret } from './modules/photos';
import { useIdentityKeySecret, type SelfieChecker } from './modules/verification';
import { createFaceChecker } from '@matri/face-check';
import { paymentReconcilerPlugin } from './plugins/app/payment-reconciler';
import { createTestProcessor, testProcessorSecret, createRazorpayProvider } from './modules/membership';
import { invitationSenderPlugin } from './plugins/app/invitation-sender';
import { createNotifier } from './modules/conversations';
import { accountPurgePlugin } from './plugins/app/account-purge';
import { frontEndsPlugin, type FrontEndsOptions } from './plugins/app/front-ends';
import { jobsPlugin } from './plugins/app/jobs';
import { photoScreeningPlugin } from './plugins/app/photo-screening';
import { photoScreeningBars } from './config/photo-screening-config';
import { NOTIFICATION_MAIL_JOB, notificationMailPlugin } from './plugins/app/notification-mail';
import type { MemberEvents } from './modules/conversations';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { emailChangeRoutes } from './routes/auth/email-change';
import { emailConfirmationRoutes } from './routes/auth/email-confirmation';
import { passwordResetRoutes } from './routes/auth/password-reset';
import { blockRoutes } from './routes/blocks';
import { conversationRoutes } from './routes/conversations';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/image';
import { importRoutes } from './routes/imports';
import { interestRoutes } from './routes/interests';
import { matchesRoutes } from './routes/matches';
import { memberRoutes } from './routes/members';
import { notificationRoutes } from './routes/notifications';
import { paymentRoutes } from './routes/payments';
import { privatePhotoRoutes } from './routes/photos';
import { planRoutes } from './routes/plans';
import { profileRoutes } from './routes/profiles';
import { reportRoutes } from './routes/reports';
import { savedSearchRoutes } from './routes/saved-searches';
import { searchRoutes } from './routes/search';
import { shortlistRoutes } from './routes/shortlist';
import { testProcessorRoutes } from './routes/test-processor';
import { uploadRoutes } from './routes/uploads';
import { sessionRoutes } from './routes/user';
import { usersRoutes } from './routes/users';
import { meRoutes } from './routes/users/me';
import { bodyDeadlinePlugin } from './server/body-deadline';
import { connectionLimitsPlugin } from './server/connection-limits';
import { watchEventLoopDelay } from './server/event-loop-delay';
import { connectionsWithin, readOpenFilesLimit } from './server/open-files';
import { trustedProxies } from './server/trusted-proxies';

export interface AppOptions {
  env: Env;
  db: Database;
  /** A read replica (DATABASE_READ_URL) for search and matches; without one they read `db`. */
  readDb?: Database;
  jwtSecret: string;
  mailer: Mailer;
  /** Set when mail goes to the outbox folder: in demo mode admins then read it (GET /api/admin/outbox). */
  listOutbox?: (() => Promise<OutboxEntry[]>) | null;
  /** Where text messages go (an SMS provider, or the outbox). */
  sms: SmsSender;
  /** Where uploaded photos and their resized variants are kept (DATA_DIR/uploads or an S3 bucket). */
  photoStore: PhotoStore;
  /** The built front ends to serve on the same origin, or null to serve the API alone. */
  frontEnds?: FrontEndsOptions | null;
  /** The job queue the API's processes share (pg-boss on the database; tests run jobs when asked). */
  startJobQueue: StartJobQueue;
  /** The models photo screening asks (nudity, faces), off the request thread; closed with the app. */
  photoScreeningEngines: PhotoScreeningEngines;
  /**
   * Where uploads are re-encoded and photos hashed: the product's lowest-priority child process (server/api-process.ts,
   * which closes it); without one, in this process (tests).
   */
  photoWork?: PhotoWork;
  /** Member events every API process hears (LISTEN/NOTIFY); closed with the app. */
  startMemberEvents: (log: FastifyBaseLogger) => Promise<MemberEvents>;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: LogStream;
  /**
   * The selfie's face checks: the process's one checker, shared with photo screening and closed by its owner
   * (server/api-process.ts); without one, a @matri/face-check pool of the app's own (tests), closed with the app.
   */
  faceChecker?: SelfieChecker;
  /**
   * A password hash's cost below the environment's floor (OWASP's minimum): the tests' apps, which sign up members by
   * the thousand where the hash is not what is tested (testing/test-passwords.ts). A deployment's comes from its
   * environment.
   */
  passwordHashCost?: PasswordHashCost;
}

/** JSON bodies are small here; uploads have their own limits. */
const BODY_LIMIT_BYTES = 64 * 1024;
/** How often Node looks for connections past their header or upload deadline (its default, 30 s, would add to them). */
const DEADLINE_CHECK_MS = 1000;

/** The process's own face checker, its workers stopped with the app. */
function ownFaceChecker(app: FastifyInstance, settings: Env['FACE_CHECK_SETTINGS']): SelfieChecker {
  const checker = createFaceChecker(settings);
  app.addHook('onClose', () => checker.close());
  return checker;
}

export async function buildApp({
  env,
  db,
  readDb = db,
  jwtSecret,
  mailer,
  sms,
  photoStore,
  listOutbox = null,
  frontEnds = null,
  startJobQueue,
  photoScreeningEngines,
  photoWork = inProcessPhotoWork,
  startMemberEvents,
  logStream,
  faceChecker,
  passwordHashCost: ownPasswordHashCost,
}: AppOptions): Promise<FastifyInstance> {
  const brand = resolveBrand(env.BRAND);
  usePhotoLinkSecret(jwtSecret);
  useSuspendedContactSecret(jwtSecret);
  useIdentityKeySecret(jwtSecret);
  // parseEnv refused an invalid value: here it is configured or not.
  const uidai = loadUidaiCertificates(env.UIDAI_CERTIFICATES ?? '');
  const app = Fastify({
    ...loggerOptions(env.LOG_LEVEL, { stream: logStream, isReadable: env.DEMO_MODE }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => crypto.randomUUID(),
    // Behind a proxy, limits must count the visitor's address, not the proxy's.
    trustProxy: env.TRUST_PROXY ?? false,
    // A client that sends slowly holds its connection no longer than these (tools/bench/faults.ts floods them); the
    // body deadline of requests other than uploads is shorter (bodyDeadlinePlugin).
    http: {
      headersTimeout: Math.round(env.HEADERS_TIMEOUT_SECONDS * 1000),
      requestTimeout: Math.round(env.UPLOAD_TIMEOUT_SECONDS * 1000),
      connectionsCheckingInterval: DEADLINE_CHECK_MS,
    },
    requestTimeout: Math.round(env.UPLOAD_TIMEOUT_SECONDS * 1000),
    keepAliveTimeout: Math.round(env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(connectionLimitsPlugin, {
    maxConnections: connectionsWithin(readOpenFilesLimit(), env.MAX_CONNECTIONS),
    maxPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    isTrustedProxy: trustedProxies(env.TRUST_PROXY),
  });
  await app.register(requestLanguagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(bodyDeadlinePlugin, {
    bodyTimeoutMs: env.BODY_TIMEOUT_SECONDS * 1000,
    jsonBodyLimit: BODY_LIMIT_BYTES,
  });
  const loopDelay = watchEventLoopDelay();
  app.addHook('onClose', async () => loopDelay.stop());
  await app.register(jobsPlugin, { startQueue: startJobQueue });
  await app.register(plainTextInputPlugin);
  const scriptHashes = frontEnds ? await inlineScriptHashes([frontEnds.siteDir, frontEnds.membersDir]) : [];
  const razorpay =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
      ? createRazorpayProvider({
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: env.RAZORPAY_API_URL,
        })
      : null;
  await app.register(securityHeadersPlugin, {
    scriptHashes,
    isHttps: (env.PUBLIC_URL ?? '').startsWith('https://'),
    // Razorpay Checkout loads its script and opens its frames on our pages; only when Razorpay takes the payments.
    thirdPartyOrigins: razorpay ? RAZORPAY_BROWSER_ORIGINS : null,
  });
  if (env.CORS_ORIGINS?.length) await app.register(cors, { origin: env.CORS_ORIGINS, maxAge: 600 });
  await app.register(openApiPlugin, { title: brand.name });
  const tokens = createTokenService({
    secret: jwtSecret,
    issuer: env.PUBLIC_URL ?? brand.siteUrl,
    audience: `${brand.id}-members`,
    ttlDays: env.JWT_TTL_DAYS,
  });
  await app.register(authenticationPlugin, { db, tokens });
  await app.register(attemptLimitsPlugin, { db });
  await app.register(afterAnswerPlugin);
  const publicUrl = env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://${env.HOST}:${env.PORT}`;
  await app.register(notificationMailPlugin, { db, mailer, brand, publicUrl });
  const memberEvents = await startMemberEvents(app.log);
  app.addHook('onClose', () => memberEvents.close());
  const notifier = createNotifier({
    db,
    events: memberEvents,
    requestMail: async (notificationId) => {
      await app.requestJob(NOTIFICATION_MAIL_JOB, { notificationId });
    },
    log: app.log,
  });
  await app.register(sessionRoutes);
  await app.register(healthRoutes, {
    db,
    readDb,
    loopDelayMs: loopDelay.delayMs,
    maxLoopDelayMs: env.READY_MAX_LOOP_DELAY_MS,
  });
  await app.register(contactRoutes, { db });
  const passwords = createPasswordHasher(ownPasswordHashCost ?? passwordHashCost(env));
  await app.register(authRoutes, { db, passwords, brand, mailer, sms, publicUrl });
  await app.register(passwordResetRoutes, { db, passwords, brand, mailer, sms, publicUrl });
  await app.register(emailConfirmationRoutes, { db, brand, mailer, publicUrl });
  await app.register(emailChangeRoutes, { db, mailer, brand });
  const faces = faceChecker ?? ownFaceChecker(app, env.FACE_CHECK_SETTINGS);
  await app.register(photoScreeningPlugin, {
    db,
    store: photoStore,
    engines: photoScreeningEngines,
    bars: photoScreeningBars(env),
    work: photoWork,
  });
  await app.register(meRoutes, {
    db,
    passwords,
    store: photoStore,
    brand,
    mailer,
    sms,
    publicUrl,
    gstin: env.GSTIN ?? null,
    uidaiCertificates: uidai.status === 'configured' ? uidai.certificates : null,
    faces,
  });
  await app.register(usersRoutes, { db, notifier });
  await app.register(uploadRoutes, { db, store: photoStore });
  await app.register(privatePhotoRoutes, { db, store: photoStore });
  await app.register(imageRoutes, { db, store: photoStore });
  await app.register(memberRoutes, { db });
  await app.register(searchRoutes, { db, readDb });
  await app.register(matchesRoutes, { db, readDb });
  await app.register(profileRoutes, { db, notifier });
  await app.register(shortlistRoutes, { db });
  await app.register(savedSearchRoutes, { db });
  await app.register(interestRoutes, { db, notifier });
  await app.register(blockRoutes, { db });
  await app.register(conversationRoutes, { db, events: memberEvents });
  await app.register(notificationRoutes, { db, events: memberEvents });
  await app.register(reportRoutes, { db });
  await app.register(invitationSenderPlugin, { db, mailer, brand, publicUrl });
  await app.register(importRoutes, { db, brand });
  await app.register(planRoutes, { db });
  // Without Razorpay's keys, the local test processor takes payments in demo mode only: fake money must never buy a
  // real plan.
  const testProcessor = razorpay || !env.DEMO_MODE ? null : createTestProcessor(db, testProcessorSecret(jwtSecret));
  const provider = razorpay ?? testProcessor;
  await app.register(paymentRoutes, { db, provider });
  if (testProcessor) await app.register(testProcessorRoutes, { db, processor: testProcessor });
  if (provider) await app.register(paymentReconcilerPlugin, { db, provider });
  await app.register(accountPurgePlugin, { db, store: photoStore });
  await app.register(adminRoutes, {
    db,
    notifier,
    mailer,
    brand,
    listOutbox: listOutbox && env.DEMO_MODE ? listOutbox : null,
  });
  if (frontEnds) await app.register(frontEndsPlugin, frontEnds);
  return app;
}
