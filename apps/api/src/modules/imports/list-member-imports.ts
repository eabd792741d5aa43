import { desc, eq } from 'drizzle-orm';
import type { ImportJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { apiTokens, memberImports, profiles, users } from '../../db/schema';

/** The import history on /uploaddata, newest first: who, when, which file, and what became of its rows. */
export const MEMBER_IMPORTS_LIMIT = 50;

export async function listMemberImports(db: Database): Promise<ImportJson[]> {
  const rows = await db
    .select({
      id: memberImports.id,
      fileName: memberImports.fileName,
      totalRows: memberImports.totalRows,
      startedBy: profiles.fullName,
      startedByEmail: users.email,
      apiToken: apiTokens.name,
      createdAt: memberImports.createdAt,
      updatedAt: memberImports.updatedAt,
      created: memberImports.created,
      updated: memberImports.updated,
      unchanged: memberImports.unchanged,
      failed: memberImports.failed,
    })
    .from(memberImports)
    .innerJoin(users, eq(users.id, memberImports.startedBy))
    .leftJoin(profiles, eq(profiles.userId, memberImports.startedBy))
    .leftJoin(apiTokens, eq(apiTokens.id, memberImports.apiTokenId))
    .orderBy(desc(memberImports.createdAt), desc(memberImports.id))
    .limit(MEMBER_IMPORTS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    totalRows: row.totalRows,
    startedBy: row.startedBy ?? row.startedByEmail,
    apiToken: row.apiToken,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    failed: row.failed,
  }));
}
