import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { brandIds, defaultBrandId } from '@matri/contracts';

const EnvSchema = z.object({
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

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
  if (!result.success || lines.length > 0) {
    throw new Error(`The API's environment is not valid:\n${lines.join('\n')}`);
  }
  return result.data;
}
