import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { type ApiTokenJson, type CreatedApiTokenJson } from '@matri/contracts';
import type { Database } from '../../db/database';
import { apiTokens, profiles, users, type UserRow } from '../../db/schema';
import { NotFound } from '../platform';

/** API tokens start with this, so a bearer header tells at a glance (and without a lookup) which kind it carries. */
export const API_TOKEN_PREFIX = 'mtk_';

function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  createdBy: profiles.fullName,
  createdByEmail: users.email,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

function toJson(row: {
  id: number;
  name: string;
  createdBy: string | null;
  createdByEmail: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): ApiTokenJson {
  return {
    id: row.id,
    name: row.name,
    createdBy: row.createdBy ?? row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new 256-bit token acting for the admin; the answer is the only place it is ever shown. */
export async function createApiToken(db: Database, admin: UserRow, name: string): Promise<CreatedApiTokenJson> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ name, tokenHash: hashApiToken(token), createdBy: admin.id })
    .returning({ id: apiTokens.id });
  const [created] = await listApiTokens(db, row.id);
  return { ...created, token };
}

export async function listApiTokens(db: Database, onlyId?: number): Promise<ApiTokenJson[]> {
  const rows = await db
    .select(tokenColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .leftJoin(profiles, eq(profiles.userId, apiTokens.createdBy))
    .where(onlyId === undefined ? undefined : eq(apiTokens.id, onlyId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toJson);
}

/** Revoked at once and for good: the next request carrying it is refused. Revoking twice keeps the first time. */
export async function revokeApiToken(db: Database, id: number): Promise<ApiTokenJson> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)));
  const [token] = await listApiTokens(db, id);
  if (!token) throw new NotFound({ en: `No API token ${id}.`, hi: `API टोकन ${id} नहीं मिला।` });
  return token;
}

/**
 * The admin a token acts for: null when the token is unknown or revoked, or when its admin is no longer an active
 * admin (a token must not outlive the rights of whoever created it).
 */
export async function findApiTokenAdmin(
  db: Database,
  token: string,
): Promise<{ admin: UserRow; tokenId: number } | null> {
  const [row] = await db
    .select({ admin: users, tokenId: apiTokens.id })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.tokenHash, hashApiToken(token)), isNull(apiTokens.revokedAt)))
    .limit(1);
  if (!row || row.admin.role !== 'admin' || row.admin.status !== 'active') return null;
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.tokenId));
  return row;
}
