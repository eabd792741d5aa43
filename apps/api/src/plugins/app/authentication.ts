import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { say, type EndpointAccess } from '@matri/contracts';
import fp from 'fastify-plugin';
import { batchedCalls } from '../../db/batched-calls';
import type { Database } from '../../db/database';
import { profiles, revokedTokens, users, type UserRow } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/api-error';
import { takeMemberLanguage } from '../../modules/platform';
import type { TokenService, VerifiedToken } from '../../modules/account';
import { findApiTokenAdmin, isApiToken } from '../../modules/imports';

/**
 * Who may call a route, declared by every route (in its endpoint description, else its config) and checked before
 * its body is read: anyone, a logged-in member, an admin, or an admin's API token (scripted imports) as well as an admin.
 */
export type RouteAccess = EndpointAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** What a member who is not an admin is told by an admin route ("Only admins can …"). */
    adminOnly?: string;
  }
  interface FastifyInstance {
    /** Every route registered with its declared access ("GET /api/users/:id" → member), for the access matrix. */
    routeAccess: Map<string, RouteAccess>;
    tokens: TokenService;
    /** Checks the request's member: 401 without a valid, current token (routes declare config.access instead). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The member behind the request's bearer token, or null; never throws. */
    findMember: (request: FastifyRequest) => Promise<UserRow | null>;
    /** The same, with the profile's full name, in one query (the header asks for it on every page). */
    findMemberWithName: (request: FastifyRequest) => Promise<MemberSession | null>;
  }
  interface FastifyRequest {
    member: UserRow | null;
    /** The verified token of a route guarded by authenticate (sign out ends exactly this one). */
    token: VerifiedToken | null;
    /** The API token an admin's script called with, on admin-or-api-token routes. */
    apiTokenId: number | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

interface MemberSession {
  user: UserRow;
  fullName: string;
  token: VerifiedToken;
}

/** "Last active" is written at most this often; the token is checked against the member on every request. */
const LAST_ACTIVE_PRECISION_MS = 5 * 60 * 1000;
/** Sessions read by one statement at most (requests that come together). */
const SESSIONS_BATCH = 100;

export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; tokens: TokenService }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('member', null);
    app.decorateRequest('token', null);
    app.decorateRequest('apiTokenId', null);

    // Runs for every authenticated request, for all the requests that come together at once: prepared once, so
    // PostgreSQL parses and plans it once per connection, and batched, so a busy API asks once for many requests.
    const sessionsQuery = options.db
      .select({
        user: users,
        fullName: profiles.fullName,
        revokedTokenIds: sql<string[]>`array(select ${revokedTokens.tokenId} from ${revokedTokens}
          where ${revokedTokens.tokenId} = any(${sql.placeholder('tokenIds')}::text[])
            and ${revokedTokens.userId} = ${users.id})`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder('userIds')}::int[])`)
      .prepare('member_sessions');
    const sessionOf = batchedCalls(
      async (claimsOfRequests: VerifiedToken[]) => {
        const rows = await sessionsQuery.execute({
          userIds: [...new Set(claimsOfRequests.map((claims) => claims.userId))],
          tokenIds: claimsOfRequests.map((claims) => claims.tokenId),
        });
        const byUser = new Map(rows.map((row) => [row.user.id, row]));
        return claimsOfRequests.map((claims) => byUser.get(claims.userId) ?? null);
      },
      { maxBatch: SESSIONS_BATCH, maxInFlight: 1 },
    );

    const findMemberWithName = async (request: FastifyRequest): Promise<MemberSession | null> => {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await options.tokens.verify(token);
      if (!claims) return null;
      const row = await sessionOf(claims);
      if (!row || row.revokedTokenIds.includes(claims.tokenId) || row.user.tokenVersion !== claims.tokenVersion)
        return null;
      if (row.user.status === 'suspended' || row.user.status === 'deleted') return null;
      return { user: row.user, fullName: row.fullName ?? '', token: claims };
    };
    const findMember = async (request: FastifyRequest) => (await findMemberWithName(request))?.user ?? null;

    app.decorate('findMemberWithName', findMemberWithName);
    app.decorate('findMember', findMember);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const session = await findMemberWithName(request);
      if (!session) throw unauthorized();
      request.member = session.user;
      request.token = session.token;
      takeMemberLanguage(session.user.lang);
      // "Last active" for search and matches, written at most every few minutes so browsing does not write on every call.
      if (Date.now() - session.user.lastActiveAt.getTime() > LAST_ACTIVE_PRECISION_MS) {
        await options.db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, session.user.id));
      }
    });

    const requireAdmin = async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.member?.role !== 'admin')
        throw forbidden(request.routeOptions.config.adminOnly ?? 'Only admins can do this.');
    };

    // A route that does not say who may call it is a mistake found at start-up, not by a visitor.
    const routeAccess = new Map<string, RouteAccess>();
    app.decorate('routeAccess', routeAccess);
    app.addHook('onRoute', (route) => {
      if (!route.config?.access)
        throw new Error(`${route.method} ${route.url} does not declare its access (config.access)`);
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routeAccess.set(`${method} ${route.url}`, route.config.access);
    });

    // onRequest: before the body is read, so a visitor's or a member's large body to an admin route costs nothing.
    app.addHook('onRequest', async (request) => {
      switch (request.routeOptions.config.access) {
        case 'member':
          return app.authenticate(request);
        case 'admin':
          return requireAdmin(request);
        case 'admin-or-api-token': {
          const bearer = bearerToken(request);
          if (!bearer || !isApiToken(bearer)) return requireAdmin(request);
          const found = await findApiTokenAdmin(options.db, bearer);
          if (!found)
            throw unauthorized(
              say({
                en: 'This API token is not valid: it was revoked, or its admin no longer has the right.',
                hi: 'यह API टोकन मान्य नहीं है: इसे रद्द कर दिया गया है, या इसके एडमिन के पास अब यह अधिकार नहीं है।',
              }),
            );
          request.member = found.admin;
          request.apiTokenId = found.tokenId;
          return;
        }
        default:
          return;
      }
    });
  },
);

/** The member of a route guarded by app.authenticate; calling it on an unguarded route is a programming error. */
export function requireMember(request: FastifyRequest): UserRow {
  if (!request.member) throw new Error('requireMember used on a route whose access is public');
  return request.member;
}

/** The token of a route guarded by app.authenticate. */
export function requireToken(request: FastifyRequest): VerifiedToken {
  if (!request.token) throw new Error('requireToken used on a route whose access is not member');
  return request.token;
}
