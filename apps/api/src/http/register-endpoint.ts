import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AnyEndpoint, EndpointInput, EndpointReply } from '@matri/contracts';
import type { AttemptLimit } from '../plugins/app/attempt-limits';

export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: EndpointInput<E>['params'];
  Querystring: EndpointInput<E>['query'];
  Body: EndpointInput<E>['body'];
}>;

/** Answers a handler sends itself (a redirect, a file, an event stream); every other handler returns what to serialise. */
type SendsItself<E extends AnyEndpoint> = E extends { produces: readonly string[] }
  ? true
  : E extends { status: 302 }
    ? true
    : false;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SendsItself<E> extends true ? FastifyReply : EndpointReply<E>>;

/** What only the API knows about a route: its attempt limits, and a body limit above the server's default. */
export interface EndpointServerOptions {
  limits?: AttemptLimit[];
  bodyLimit?: number;
}

/**
 * Registers a route from its description in libs/contracts: its method and path, who may call it (checked before the
 * body is read), its input validated and its answer serialised through the same schemas the front ends call it by.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  server: EndpointServerOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const schema: NonNullable<RouteOptions['schema']> = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    response: { [status]: endpoint.response },
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.consumes) schema.consumes = [...endpoint.consumes];
  if (endpoint.produces) schema.produces = [...endpoint.produces];
  const sendsItself = Boolean(endpoint.produces) || status === 302;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(server.bodyLimit ? { bodyLimit: server.bodyLimit } : {}),
    config: {
      access: endpoint.access,
      ...(endpoint.adminOnly ? { adminOnly: endpoint.adminOnly } : {}),
      ...(server.limits ? { limits: server.limits } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (sendsItself) return reply;
      if (status === 204) return reply.status(204).send();
      return reply.status(status).send(answer);
    },
  });
}
