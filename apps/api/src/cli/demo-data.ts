import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { resolveBrand } from '@matri/contracts';
import { generateDemoMembers } from '@matri/demo-data';
import { parseEnv, passwordHashCost } from '../config/env';
import { openProductDatabase } from '../db/open-product-database';
import { users } from '../db/schema';
import { demoCredentialsFile, demoLoginLines } from '../demo/demo-credentials';
import { insertDemoAccounts, insertDemoMembers, type DemoCredentials } from '../demo/insert-demo-members';
import { createPasswordHasher } from '../modules/account';
import { openPhotoStore } from '../modules/photos';
import { CommandInputError } from './command-line';

function printCredentials(credentials: DemoCredentials, where: string): void {
  console.log(['Demo accounts (also in ' + where + '):', ...demoLoginLines(credentials)].join('\n'));
}

const demoDataOptions = {
  count: { type: 'string', default: '500' },
  'if-empty': { type: 'boolean', default: false },
  seed: { type: 'string', default: '2026' },
} as const;

function readDemoDataArgs(args: string[]) {
  try {
    return parseArgs({ args, options: demoDataOptions }).values;
  } catch (error) {
    throw new CommandInputError(`demo-data: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * `demo-data`: demo members in the database the API would open (same environment variables), for people trying the
 * product.
 *   --count N    how many generated members (default 500)
 *   --if-empty   only when the database has no users yet, and without printing the logins (what `npm start` runs: its
 *                server prints them when it is up)
 *   --seed S     another set of members
 */
export async function demoData(args: string[]): Promise<void> {
  const values = readDemoDataArgs(args);
  const memberCount = Number(values.count);
  if (!Number.isInteger(memberCount) || memberCount < 0 || memberCount > 100_000) {
    throw new CommandInputError('--count must be a whole number from 0 to 100000');
  }
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new CommandInputError('--seed must be a whole number');
  // Demo data belongs to demo mode (which needs no JWT_SECRET): this tool never signs a token.
  const env = parseEnv({ ...process.env, DEMO_MODE: 'true' });
  const brand = resolveBrand(env.BRAND);
  const dataDir = path.resolve(env.DATA_DIR);
  const credentialsFile = demoCredentialsFile(dataDir);
  const database = await openProductDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const store = openPhotoStore(env);
  try {
    const [{ n: existing }] = await database.db.select({ n: count() }).from(users);
    if (values['if-empty'] && existing > 0) return;
    const started = Date.now();
    const firstIndex = existing;
    const members = generateDemoMembers(memberCount, { seed, firstIndex });
    await insertDemoMembers(database.db, store, members, brand.profileIdPrefix);
    const [{ n: admins }] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    if (admins === 0) {
      const credentials = await insertDemoAccounts(
        database.db,
        createPasswordHasher(passwordHashCost(env)),
        store,
        brand.profileIdPrefix,
      );
      await writeFile(credentialsFile, JSON.stringify(credentials, null, 2));
      await chmod(credentialsFile, 0o600);
      // npm start's server prints them with its address once it is up, last, where they are seen.
      if (!values['if-empty']) printCredentials(credentials, credentialsFile);
    }
    console.log(
      `Loaded ${memberCount} demo members into the ${database.where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}
