import type { FastifyServerOptions } from 'fastify';
import { ApiError } from '../http/api-error';
import { DomainError } from '../modules/platform';

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  stack: string;
  cause?: LoggedError;
};

const codeOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

const HIDDEN = 'not logged: it may hold personal data';

/**
 * An error as the log keeps it: its class, code, PostgreSQL constraint and call stack, never another's message (the
 * API's own messages to members are kept). Messages carry what failed with (a failed query's parameters: e-mails,
 * mobiles, message texts; a provider's answer; a key that already exists), and the log must hold no personal data.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  // Read by shape, not instanceof: errors of node's own sockets may come from another realm (a test sandbox).
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: HIDDEN, stack: '' };
  const fields = error as { code?: unknown; constraint?: unknown; cause?: unknown; stack?: unknown };
  const frames =
    typeof fields.stack === 'string'
      ? fields.stack
          .split('\n')
          .filter((line) => line.trimStart().startsWith('at '))
          .join('\n')
      : undefined;
  return {
    type: error.constructor?.name ?? 'Object',
    message: error instanceof ApiError || error instanceof DomainError ? error.message : HIDDEN,
    stack: frames ?? '',
    ...(codeOf(fields.code) ? { code: codeOf(fields.code) } : {}),
    ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
    ...(fields.cause !== undefined && depth < 3 ? { cause: serializeError(fields.cause, depth + 1) } : {}),
  };
}

/** Requests are logged by method, path and id: no query string (search text, one-time tokens) and no address. */
function serializeRequest(request: { method: string; url: string; id: string }) {
  return { id: request.id, method: request.method, path: request.url.split('?')[0] };
}

/** Where log lines go instead of standard output. */
export interface LogStream {
  write: (line: string) => void;
}

/** The API's logger: pino at the configured level, to standard output (tests pass a stream to read it). */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return { level, ...(stream ? { stream } : {}), serializers: { err: serializeError, req: serializeRequest } };
}
