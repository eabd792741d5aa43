import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { clientAddressKey } from '../../http/client-address-key';
import {
  attemptKey,
  countAttempt,
  deleteExpiredAttempts,
  forgetAttempt,
  tooManyAttempts,
} from '../../modules/platform';

/**
 * A limit on attempts at something costly or guessable, counted in the database so that it holds across every API
 * process: per visitor address (an IPv6 one by its /64, clientAddressKey), per member, or per a key read from the
 * checked body (the account an identifier names, a reset code …; null when the body has none).
 */
export interface AttemptLimit {
  /** The counter's name; routes that share a name share the budget. */
  name: string;
  max: number;
  windowMinutes: number;
  per: 'address' | 'member' | ((request: FastifyRequest) => string | null);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    limits?: readonly AttemptLimit[];
  }
  interface FastifyInstance {
    /** Counts one attempt against a limit now (for attempts only a handler can recognise, such as an image rendered). */
    countAttempt: (request: FastifyRequest, limit: AttemptLimit) => Promise<void>;
    /** Takes back the attempt the request counted against each of its route's limits (our side could not serve it). */
    forgetAttempts: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Limits run after the route's access is checked (a member's limits need the member) and before its body is read
 * when they count per address or member; limits keyed by the body run once it has been checked.
 */
export const attemptLimitsPlugin = fp(async (app: FastifyInstance, { db }: { db: Database }) => {
  const keyOf = (request: FastifyRequest, limit: AttemptLimit): string | null => {
    const address = clientAddressKey(request.ip);
    const subject =
      limit.per === 'address'
        ? address
        : limit.per === 'member'
          ? String(request.member?.id ?? `address ${address}`)
          : limit.per(request);
    return subject === null ? null : attemptKey(limit.name, subject);
  };
  const count = async (request: FastifyRequest, limit: AttemptLimit) => {
    const key = keyOf(request, limit);
    if (key === null) return;
    const { hits, resetsAt } = await countAttempt(db, key, limit.windowMinutes * 60);
    if (hits > limit.max) throw tooManyAttempts(resetsAt);
  };
  app.decorate('countAttempt', count);
  app.decorate('forgetAttempts', async (request: FastifyRequest) => {
    for (const limit of request.routeOptions.config.limits ?? []) {
      const key = keyOf(request, limit);
      if (key !== null) await forgetAttempt(db, key);
    }
  });

  const run = async (request: FastifyRequest, isBodyKeyed: boolean) => {
    for (const limit of request.routeOptions.config.limits ?? []) {
      if ((typeof limit.per === 'function') === isBodyKeyed) await count(request, limit);
    }
  };
  app.addHook('onRequest', (request) => run(request, false));
  app.addHook('preHandler', (request) => run(request, true));

  app.defineJob({
    name: 'expired-attempt-counters',
    cron: '*/10 * * * *',
    timeoutSeconds: 5 * 60,
    run: async () => {
      await deleteExpiredAttempts(db);
    },
  });
});
