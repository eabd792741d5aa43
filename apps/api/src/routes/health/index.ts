import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * For load balancers and orchestrators: /api/health says the process answers (liveness), /api/ready that it can serve
 * (the database answers; migrations ran before the API started listening). Neither says anything about anyone.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/health', { schema: { tags: ['health'], summary: 'Liveness: the process answers' }, config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get('/api/ready', { schema: { tags: ['health'], summary: 'Readiness: the database answers' }, config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      throw Object.assign(new ApiError(503, 'ServiceUnavailableError', 'The database is not reachable just now.'), { cause: error });
    }
    return { status: 'ready' as const };
  });
};
