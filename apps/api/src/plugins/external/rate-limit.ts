import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/api-error';

/** Routes opt in through their config.rateLimit; answers are 429 in the API's error shape, with Retry-After. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RateLimitError', `Too many attempts. Try again in ${context.after}.`),
  });
});

/** Log in, sign up and password reset: at most 5 attempts in 5 minutes for the same identifier from the same address. */
export function attemptsPerIdentifier(field: string) {
  return {
    max: 5,
    timeWindow: '5 minutes',
    // After body parsing, so the identifier is known.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as Record<string, unknown> | undefined;
      const identifier = typeof body?.[field] === 'string' ? (body[field] as string).trim().toLowerCase() : '';
      return `${field}:${identifier}|${request.ip}`;
    },
  };
}
