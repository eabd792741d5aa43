import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { say } from '@matri/contracts';
import { ApiError } from '../http/api-error';
import { clientAddressKey } from '../http/client-address-key';
import { answerAndClose } from './answer-and-close';

export interface ConnectionLimits {
  /** Open connections this process takes at most; Node closes the ones beyond at once. */
  maxConnections: number;
  /** Open connections (or requests in flight, through a trusted proxy) one client address holds at most. */
  maxPerAddress: number;
  isTrustedProxy: (address: string | undefined) => boolean;
}

const TOO_MANY = {
  en: 'Too many connections from your address just now. Try again in a few seconds.',
  hi: 'आपके पते से अभी बहुत ज़्यादा कनेक्शन खुले हैं। कुछ सेकंड बाद फिर कोशिश करें।',
};
const RETRY_AFTER = { 'retry-after': '5' };

/** Counts what each address holds; `add` says whether the address is still within its share. */
function addressCounter(max: number) {
  const held = new Map<string, number>();
  return {
    add(address: string): boolean {
      const now = (held.get(address) ?? 0) + 1;
      held.set(address, now);
      return now <= max;
    },
    remove(address: string): void {
      const now = (held.get(address) ?? 1) - 1;
      if (now > 0) held.set(address, now);
      else held.delete(address);
    },
  };
}

/**
 * One client cannot take a process's connections: each address (an IPv6 one by its /64, clientAddressKey) keeps a
 * share of them, counted by socket for a client that connects itself, by X-Forwarded-For's visitor for requests
 * through a trusted proxy (whose few sockets carry many visitors), and the process takes no more than its open files
 * allow. Extra connections of an address are answered 503 and closed; so are a visitor's extra requests through a
 * proxy, on its connection that stays open.
 */
export const connectionLimitsPlugin = fp<ConnectionLimits>(
  async (app: FastifyInstance, { maxConnections, maxPerAddress, isTrustedProxy }) => {
    app.server.maxConnections = maxConnections;

    const sockets = addressCounter(maxPerAddress);
    app.server.on('connection', (socket: Socket) => {
      if (socket.remoteAddress === undefined || isTrustedProxy(socket.remoteAddress)) return;
      const address = clientAddressKey(socket.remoteAddress);
      const isWithin = sockets.add(address);
      socket.once('close', () => sockets.remove(address));
      if (!isWithin) answerAndClose(socket, 503, 'ServiceUnavailableError', say(TOO_MANY), RETRY_AFTER);
    });

    const requests = addressCounter(maxPerAddress);
    app.addHook('onRequest', (request, reply, done) => {
      if (!isTrustedProxy(request.raw.socket.remoteAddress)) return done();
      const visitor = clientAddressKey(request.ip);
      const isWithin = requests.add(visitor);
      reply.raw.once('close', () => requests.remove(visitor));
      if (!isWithin) return done(new ApiError(503, 'ServiceUnavailableError', say(TOO_MANY), [], RETRY_AFTER));
      done();
    });
  },
  { name: 'connection-limits' },
);
