/**
 * Loads demo members into the database the API would open (same environment variables).
 *   --count N    how many generated members (default 500)
 *   --if-empty   only when the database has no users yet (what `npm start` runs); otherwise reprint the demo logins
 *   --seed S     another set of members
 */
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { resolveBrand } from '../../libs/contracts/src/index';
import { parseEnv } from '../../apps/api/src/config/env';
import { openProductDatabase } from '../../apps/api/src/db/open-product-database';
import { users } from '../../apps/api/src/db/schema';
import { openPhotoStore } from '../../apps/api/src/services/photos/open-photo-store';
import { generateDemoMembers } from './generate-demo-members';
import { insertDemoAccounts, insertDemoMembers, type DemoCredentials } from './insert-demo-members';

function printCredentials(credentials: DemoCredentials, where: string): void {
  console.log(
    [
      'Demo accounts (also in ' + where + '):',
      `  member: ${credentials.member.email} / ${credentials.member.password}`,
      `  admin:  ${credentials.admin.email} / ${credentials.admin.password}`,
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '500' },
      'if-empty': { type: 'boolean', default: false },
      seed: { type: 'string', default: '2026' },
    },
  });
  const memberCount = Number(values.count);
  if (!Number.isInteger(memberCount) || memberCount < 0 || memberCount > 100_000) {
    throw new Error('--count must be a whole number from 0 to 100000');
  }
  // Demo data belongs to demo mode (which needs no JWT_SECRET): this tool never signs a token.
  const env = parseEnv({ ...process.env, DEMO_MODE: 'true' });
  const brand = resolveBrand(env.BRAND);
  const dataDir = path.resolve(env.DATA_DIR);
  const credentialsFile = path.join(dataDir, 'demo-credentials.json');
  const database = await openProductDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const store = openPhotoStore(env);
  try {
    const [{ n: existing }] = await database.db.select({ n: count() }).from(users);
    if (values['if-empty'] && existing > 0) {
      const saved = await readFile(credentialsFile, 'utf8').catch(() => null);
      if (saved) printCredentials(JSON.parse(saved) as DemoCredentials, credentialsFile);
      return;
    }
    const started = Date.now();
    const firstIndex = existing;
    const members = generateDemoMembers(memberCount, { seed: Number(values.seed), firstIndex });
    await insertDemoMembers(database.db, store, members, brand.profileIdPrefix);
    const [{ n: admins }] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    if (admins === 0) {
      const credentials = await insertDemoAccounts(database.db, store, brand.profileIdPrefix);
      await writeFile(credentialsFile, JSON.stringify(credentials, null, 2));
      await chmod(credentialsFile, 0o600);
      printCredentials(credentials, credentialsFile);
    }
    console.log(
      `Loaded ${memberCount} demo members into the ${database.where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
