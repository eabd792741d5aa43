import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { brandIds, defaultBrandId } from '@matri/contracts';
import { loadUidaiCertificates } from '@matri/aadhaar';
import { FaceCheckConfigSchema, type FaceCheckSettings } from '@matri/face-check';
import { photoScreeningEnvShape } from './photo-screening-config';

/** A duration in seconds (fractions allowed, so tests can use short ones). */
const seconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive({ error: 'must be above 0' })
    .max(3600)
    .default(fallback);
/** OWASP's recommended minimum for argon2id (19 MiB, 2 iterations, parallelism 1): what a deployment runs. */
export const DEFAULT_PASSWORD_HASH_COST = { memoryKib: 19 * 1024, iterations: 2 };

const count = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1_000_000).default(fallback);

const EnvSchema = z.object({
  ...photoScreeningEnvShape,
  /**
   * The conveniences for trying the product (demo data, the test payment processor, the mail outbox page for
   * admins). Only `npm start` and `npm run dev` switch it on; everything else runs as production does, whatever
   * NODE_ENV says, so a careless deployment fails closed.
   */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * The proxies in front of the API whose X-Forwarded-For is believed (addresses, CIDR ranges or loopback,
   * linklocal, uniquelocal, comma-separated), so limits count the visitor's address, not the proxy's.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, { error: 'must list proxy addresses or ranges separated by commas' })
    .optional(),
  /** How many API processes serve the port; each is stateless, so any number works. */
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of processes' })
    .int()
    .min(1)
    .max(64)
    .default(availableParallelism()),
  /** Seconds a connection has to send a request's headers (a slow-headers flood holds each socket no longer). */
  HEADERS_TIMEOUT_SECONDS: seconds(10),
  /** Seconds a request has to send its whole body, uploads apart (a trickling body is cut after it). */
  BODY_TIMEOUT_SECONDS: seconds(30),
  /** Seconds an upload (a photo, an import file) has to arrive whole. */
  UPLOAD_TIMEOUT_SECONDS: seconds(300),
  /** Seconds an idle keep-alive connection stays open after its last answer. */
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(10),
  /** Open connections each API process takes at most (lowered to what its open-files limit allows). */
  MAX_CONNECTIONS: count(10_000),
  /**
   * Open connections (or, from a trusted proxy, requests in flight) one client address holds in each API process at
   * most. Generous because many mobile visitors share one address behind their carrier's NAT.
   */
  MAX_CONNECTIONS_PER_ADDRESS: count(256),
  /** Milliseconds of event-loop delay above which /api/ready answers 503 (the process is too busy to serve). */
  READY_MAX_LOOP_DELAY_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(50).default(1000),
  /** Seconds an API process's event loop may stay blocked before the primary kills it and starts another. */
  STALL_RESTART_SECONDS: seconds(30),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  BRAND: z.enum(brandIds).default(defaultBrandId),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where the built front ends are (dist/apps/<app>/<brand>); served when present. */
  FRONT_END_DIR: z.string().min(1).default('./dist/apps'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// address' })
    .optional(),
  /** A read replica of DATABASE_URL's database for search and matches (optional). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// address' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  JWT_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /**
   * The cost of a password's argon2id hash (memory in KiB, passes over it): OWASP's minimum unless raised. Never
   * lower: a deployment's stored hashes are what a stolen database exposes. The tests' apps hash at less through
   * buildApp's `passwordHashCost`, which no environment reaches.
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number({ error: 'must be a whole number of KiB' })
    .int()
    .min(DEFAULT_PASSWORD_HASH_COST.memoryKib, {
      error: `must be at least ${DEFAULT_PASSWORD_HASH_COST.memoryKib} (OWASP's minimum for argon2id)`,
    })
    .max(4 * 1024 * 1024)
    .default(DEFAULT_PASSWORD_HASH_COST.memoryKib),
  PASSWORD_HASH_ITERATIONS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(DEFAULT_PASSWORD_HASH_COST.iterations, {
      error: `must be at least ${DEFAULT_PASSWORD_HASH_COST.iterations} (OWASP's minimum for argon2id)`,
    })
    .max(100)
    .default(DEFAULT_PASSWORD_HASH_COST.iterations),
  PUBLIC_URL: z.url({ error: 'must be an http(s) address' }).optional(),
  /** Comma-separated origins allowed to call the API from another origin; unset keeps CORS closed. */
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must list http(s) origins separated by commas' })))
    .optional(),
  /** smtp(s)://user:pass@host:port to send mail; without it mail goes to the outbox folder in DATA_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// address' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** https:// webhook of the SMS provider (POST {to, text}); without it text messages go to the outbox. */
  SMS_WEBHOOK_URL: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).optional(),
  SMS_API_KEY: z.string().min(8).optional(),
  /** Razorpay's keys (all three, or none: without them only demo mode takes payments, on the local test processor). */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, { error: 'must be a Razorpay key id (rzp_test_… or rzp_live_…)' })
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, { error: 'must be the key secret of RAZORPAY_KEY_ID' }).optional(),
  RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .min(8, { error: "must be the webhook's secret set in Razorpay's dashboard" })
    .optional(),
  /** Razorpay's API address; only tests change it (to a local fake). */
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  /** The GST registration number printed on tax invoices (15 characters, e.g. 20ABCDE1234F1Z5). */
  GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, {
      error: 'must be a 15-character GSTIN such as 20ABCDE1234F1Z5',
    })
    .optional(),
  /** Photos in an S3-compatible bucket instead of DATA_DIR/uploads (with the keys below; the endpoint for non-Amazon services). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    })
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * UIDAI's certificates for offline Aadhaar checks (PEM text, or paths to PEM/DER files, comma-separated; the README
   * says where to download them). Unset: ID verification is shown as unavailable.
   */
  UIDAI_CERTIFICATES: z.string().optional(),
  /**
   * The face checker's settings as JSON (workers, queues, thresholds: @matri/face-check's README, "Thresholds"), each
   * one left out keeping its default; the thresholds are first settings, to be measured again on real selfies.
   */
  FACE_CHECK_SETTINGS: z
    .string()
    .optional()
    .transform((value, context): FaceCheckSettings => {
      if (!value) return {};
      try {
        return FaceCheckConfigSchema.parse(JSON.parse(value));
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON of @matri/face-check settings (its README)' });
        return z.NEVER;
      }
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

/** The configured cost of a password's hash, in the shape the account module's hasher takes. */
export const passwordHashCost = (env: Env) => ({
  memoryKib: env.PASSWORD_HASH_MEMORY_KIB,
  iterations: env.PASSWORD_HASH_ITERATIONS,
});

/** Reads the environment; one error lists every missing or wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  const lines = result.success ? [] : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  // Checked apart from the schema so it is reported together with any other problem.
  const isDemo = source['DEMO_MODE'] === 'true' || source['DEMO_MODE'] === '1';
  if (!isDemo && !source['JWT_SECRET']) lines.push('  JWT_SECRET: is required (only demo mode generates one)');
  const razorpayKeys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
  const razorpaySet = razorpayKeys.filter((name) => source[name]);
  if (razorpaySet.length > 0 && razorpaySet.length < razorpayKeys.length) {
    for (const name of razorpayKeys.filter((key) => !source[key]))
      lines.push(`  ${name}: is required with ${razorpaySet.join(' and ')}`);
  }
  if (source['S3_BUCKET']) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      if (!source[name]) lines.push(`  ${name}: is required with S3_BUCKET`);
  } else if (source['S3_ENDPOINT'] || source['S3_ACCESS_KEY_ID']) {
    lines.push('  S3_BUCKET: is required with the other S3_ settings');
  }
  if (!isDemo && razorpaySet.length > 0 && !source['GSTIN']) {
    lines.push('  GSTIN: is required to issue tax invoices for payments');
  }
  lines.push(...uidaiCertificateProblems(source['UIDAI_CERTIFICATES'], isDemo));
  if (result.success && result.data.HEADERS_TIMEOUT_SECONDS > result.data.UPLOAD_TIMEOUT_SECONDS) {
    lines.push('  HEADERS_TIMEOUT_SECONDS: must not be above UPLOAD_TIMEOUT_SECONDS');
  }
  if (!result.success || lines.length > 0) {
    throw new Error(`The API's environment is not valid:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Words a test or staging signing certificate carries in its subject (ours, and UIDAI's pre-production ones). */
const NOT_FOR_PRODUCTION = /\b(test|staging|stage|pre-?prod(uction)?)\b/i;

/**
 * What is wrong with UIDAI_CERTIFICATES: a value that is not a certificate, or outside demo mode a test or staging
 * certificate, which would let anyone holding its key sign an "Aadhaar" for any name.
 */
function uidaiCertificateProblems(value: string | undefined, isDemo: boolean): string[] {
  const config = loadUidaiCertificates(value ?? '');
  if (config.status === 'invalid') return [`  UIDAI_CERTIFICATES: ${config.problem}`];
  if (config.status === 'not-configured' || isDemo) return [];
  return config.certificates
    .filter((certificate) => NOT_FOR_PRODUCTION.test(certificate.subject))
    .map(
      (certificate) =>
        `  UIDAI_CERTIFICATES: ${certificate.subject.replace(/\n/g, ', ')} is a test certificate, accepted in demo mode only`,
    );
}
