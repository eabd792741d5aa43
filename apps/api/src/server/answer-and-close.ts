import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorName } from '@matri/contracts';
import { errorBody } from '../http/api-error';

/**
 * Answers on the socket itself, outside any request Fastify runs (a connection over its address's cap, a body past
 * its deadline), in the API's error shape, then closes it: the client learns why instead of seeing a reset, and the
 * socket's file is freed at once even if the client never reads or closes its side.
 */
export function answerAndClose(
  socket: Socket,
  status: number,
  name: ApiErrorName,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(errorBody(status, name, message));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'connection: close',
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([header, value]) => `${header}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  // A client that stops reading would otherwise keep the socket until the write drains.
  socket.setTimeout(5000, () => socket.destroy());
}
