import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { ApiError } from '../../http/api-error';
import { checkDatabases } from '../../services/health/check-databases';

/**
 * For load balancers and orchestrators: /api/health says the process answers (liveness), /api/ready that it can serve
 * (the database and its read replica, if any, answer; migrations ran before the API started listening). Neither says anything about anyone.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; readDb: Database }> = async (app, { db, readDb }) => {
  registerEndpoint(app, endpoints.public.health, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  registerEndpoint(app, endpoints.public.ready, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      // The replica too, when there is one: search and matches need it.
      await checkDatabases([db, readDb]);
    } catch (error) {
      throw Object.assign(
        new ApiError(
          503,
          'ServiceUnavailableError',
          say({ en: 'The database is not reachable just now.', hi: 'डेटाबेस अभी उपलब्ध नहीं है।' }),
        ),
        {
          cause: error,
        },
      );
    }
    return { status: 'ready' as const };
  });
};
