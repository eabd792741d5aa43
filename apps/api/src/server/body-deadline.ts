import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Socket } from 'node:net';
import { say } from '@matri/contracts';
import { answerAndClose } from './answer-and-close';

export interface BodyDeadline {
  /** How long a request's whole body may take to arrive, uploads apart. */
  bodyTimeoutMs: number;
  /** The server's body limit: a route that takes more is an upload. */
  jsonBodyLimit: number;
}

/**
 * Uploads (a photo's multipart form, an import file) have Node's requestTimeout, UPLOAD_TIMEOUT_SECONDS, instead, for
 * as long as their route reads them.
 */
function isUpload(request: FastifyRequest, jsonBodyLimit: number): boolean {
  const { bodyLimit, schema } = request.routeOptions;
  const consumes = (schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return bodyLimit > jsonBodyLimit || consumes.includes('multipart/form-data');
}

/**
 * A request's body must arrive whole within its deadline: a client trickling one byte now and then would otherwise
 * hold its connection (and its request's memory) for as long as it likes. Past the deadline it is answered 408 and
 * closed, or only closed if it was answered before its body came (Node would go on reading the rest until
 * UPLOAD_TIMEOUT_SECONDS). An upload answered before its body came (a refusal such as a 401) has
 * the body deadline from its answer for the rest, then is closed. A request without a body costs nothing here.
 */
export const bodyDeadlinePlugin = fp<BodyDeadline>(
  async (app: FastifyInstance, { bodyTimeoutMs, jsonBodyLimit }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const { headers } = request.raw;
      const hasBody =
        headers['transfer-encoding'] !== undefined ||
        (headers['content-length'] !== undefined && headers['content-length'] !== '0');
      // An injected request (app.inject) holds no connection to free.
      const isConnected = request.raw.socket instanceof Socket;
      if (!hasBody || !isConnected) return done();
      if (isUpload(request, jsonBodyLimit)) {
        reply.raw.once('finish', () => {
          if (request.raw.complete) return;
          const grace = setTimeout(() => {
            if (!request.raw.complete) request.raw.socket.destroy();
          }, bodyTimeoutMs);
          request.raw.once('end', () => clearTimeout(grace));
          request.raw.socket.once('close', () => clearTimeout(grace));
        });
        return done();
      }
      const deadline = setTimeout(() => {
        if (request.raw.complete) return;
        // Answered before its body was read (a refusal): the rest would still trickle in on a kept-alive connection.
        if (reply.raw.headersSent) {
          request.raw.socket.destroy();
          return;
        }
        answerAndClose(
          request.raw.socket,
          408,
          'RequestTimeoutError',
          say({
            en: `The request's body did not arrive within ${bodyTimeoutMs / 1000} s. Check your connection and try again.`,
            hi: `अनुरोध का डेटा ${bodyTimeoutMs / 1000} सेकंड में नहीं पहुँचा। अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।`,
          }),
        );
      }, bodyTimeoutMs);
      reply.raw.once('close', () => {
        if (request.raw.complete) clearTimeout(deadline);
      });
      done();
    });
  },
  { name: 'body-deadline' },
);
