import { like, sql } from 'drizzle-orm';
import type { apiCommands } from '@matri/contracts';
import type { z } from 'zod';
import { openDatabase } from '../db/database';
import { pendingInvitations, users } from '../db/schema';
import { INVITATIONS_JOB } from '../plugins/app/invitation-sender';
import { databaseUrlOf } from './command-line';

type Input = z.output<typeof apiCommands.benchInvitations.input>;

export async function benchInvitations(input: Input): Promise<{ invited: number }> {
  const database = await openDatabase({ databaseUrl: databaseUrlOf(process.env) });
  try {
    return await database.db.transaction(async (tx) => {
      await tx.delete(pendingInvitations);
      // The invited members of an earlier run: their addresses are taken again.
      await tx.delete(users).where(like(users.email, 'invited.%@example.in'));
      // A run cut off earlier would hold the queue until its time is up; the job queue's tables exist once an API ran.
      const [queue] = await tx
        .select({ table: sql<string | null>`to_regclass('pgboss.job')::text` })
        .from(sql`(values (1)) as one (n)`);
      if (queue?.table) await tx.execute(sql`delete from pgboss.job where name = ${INVITATIONS_JOB}`);
      const invited = await tx
        .insert(users)
        .values(
          Array.from({ length: input.count }, (_, i) => ({
            email: `invited.${i}@example.in`,
            mobile: `+9187${String(i).padStart(8, '0')}`,
          })),
        )
        .returning({ id: users.id });
      await tx.insert(pendingInvitations).values(invited.map((member) => ({ userId: member.id })));
      return { invited: invited.length };
    });
  } finally {
    await database.close();
  }
}
