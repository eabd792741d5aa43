import { and, asc, eq } from 'drizzle-orm';
import type { apiCommands } from '@matri/contracts';
import type { z } from 'zod';
import { openDatabase } from '../db/database';
import { memberships, users } from '../db/schema';
import { loadBenchMembers } from '../demo/load-bench-members';
import { DEFAULT_PASSWORD_HASH_COST } from '../config/env';
import { createPasswordHasher } from '../modules/account';
import { ensureDefaultPlans } from '../modules/membership';
import { databaseUrlOf } from './command-line';

type Input = z.output<typeof apiCommands.benchMembers.input>;
const DAY_MS = 86_400_000;

export async function benchMembers(input: Input): Promise<{ seconds: number }> {
  const database = await openDatabase({ databaseUrl: databaseUrlOf(process.env) });
  try {
    const passwordHash = await createPasswordHasher(DEFAULT_PASSWORD_HASH_COST).hash(input.password);
    const seconds = await loadBenchMembers(database.db, input.count, passwordHash);
    if (input.admin) {
      await database.db
        .insert(users)
        .values({ email: 'bench.admin@example.in', mobile: '+919000000001', passwordHash, role: 'admin' });
    }
    if (input.plan) {
      await ensureDefaultPlans(database.db);
      const members = await database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.status, 'active'), eq(users.role, 'member')))
        .orderBy(asc(users.id))
        .limit(input.plan.members);
      const now = Date.now();
      const planId = input.plan.id;
      await database.db.insert(memberships).values(
        members.map((member) => ({
          userId: member.id,
          planId,
          startsAt: new Date(now - DAY_MS),
          endsAt: new Date(now + 30 * DAY_MS),
        })),
      );
    }
    return { seconds };
  } finally {
    await database.close();
  }
}
