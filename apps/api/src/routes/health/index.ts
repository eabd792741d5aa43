import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, say } from '@matri/contracts';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { ApiError } from '../../http/api-error';
import { checkDatabases } from '../../modules/platform';

export interface HealthOptions {
  db: Database;
  readDb: Database;
  /** How late this process's event loop runs lately (server/event-loop-delay.ts). */
  loopDelayMs: () => number;
  maxLoopDelayMs: number;
}

/**
 * For load balancers and orchestrators: /api/health says the process answers (liveness), /api/ready that it can serve
 * (its event loop keeps up, and the database and its read replica, if any, answer; migrations ran before the API
 * started listening). Neither says anything about anyone.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { db, readDb, loopDelayMs, maxLoopDelayMs },
) => {
  registerEndpoint(app, endpoints.public.health, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  registerEndpoint(app, endpoints.public.ready, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // A process this late answers every request late: the balancer should send them elsewhere until it catches up.
    if (loopDelayMs() > maxLoopDelayMs) {
      throw new ApiError(
        503,
        'ServiceUnavailableError',
        say({
          en: 'This server is too busy just now. Try again in a few seconds.',
          hi: 'यह सर्वर अभी बहुत व्यस्त है। कुछ सेकंड बाद फिर कोशिश करें।',
        }),
        [],
        { 'retry-after': '5' },
      );
    }
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
