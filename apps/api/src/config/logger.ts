import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
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

/** Pino's level numbers; info, the usual one, goes unnamed. */
const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields a readable line shows in its own way, or leaves out (the same on every line of a process). */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'err', 'req', 'res', 'responseTime']);

/** Our own frames of a stack, by path from the working folder: the packages' and node's own frames are rarely the news. */
function ownFrames(stack: string): string[] {
  const here = `${process.cwd()}/`;
  return stack
    .split('\n')
    .filter((frame) => frame.includes(here) && !frame.includes('/node_modules/'))
    .map((frame) => frame.trim().replace(here, ''));
}

function readableError(error: LoggedError, indent: string): string[] {
  const code = [error.code, error.constraint && `(${error.constraint})`].filter(Boolean).join(' ');
  const frames = ownFrames(error.stack).map((frame) => `${indent}  ${frame}`);
  const cause = error.cause ? readableError(error.cause, `${indent}  `) : [];
  if (cause.length > 0) cause[0] = `${indent}  caused by ${cause[0].trimStart()}`;
  return [`${indent}${error.type}${code ? ` ${code}` : ''}: ${error.message}`, ...frames, ...cause];
}

/**
 * One log entry as a person reads it: the time, the level when it is not info, then for a request its method, path,
 * status and milliseconds, otherwise the message and its fields; an error follows on indented lines.
 */
export function readableLogLine(json: string): string {
  const entry = JSON.parse(json) as Record<string, unknown> & {
    time: number;
    level: number;
    msg?: string;
    err?: LoggedError;
    req?: { method: string; path: string };
    res?: { statusCode: number };
    responseTime?: number;
  };
  const time = new Date(entry.time).toTimeString().slice(0, 8);
  const level = LEVEL_NAMES[entry.level];
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const what =
    entry.req && entry.res && entry.responseTime !== undefined
      ? `${entry.req.method} ${entry.req.path} ${entry.res.statusCode} ${Math.round(entry.responseTime)} ms`
      : [entry.msg, ...fields].filter(Boolean).join(' ');
  const head = [time, level, what].filter(Boolean).join(' ');
  return [head, ...(entry.err ? readableError(entry.err, '  ') : [])].join('\n') + '\n';
}

/** A stream that writes each of pino's JSON lines to `out` as readableLogLine makes it. */
function readableStream(out: LogStream): LogStream {
  return { write: (line) => out.write(readableLogLine(line)) };
}

/**
 * Each request in one entry when it is answered (method, path, status, milliseconds), instead of Fastify's two (one
 * when it comes in, one without its path when it is answered): the readable log of demo mode reads as a list.
 */
class OneEntryPerRequest extends LogController {
  override incomingRequest(): void {
    // Told with the answer: requestCompleted names the request.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

/**
 * The API's logger: pino at the configured level, to standard output (tests pass a stream to read it). A deployment
 * logs JSON lines for its log collector; demo mode (`isReadable`) one plain line per request and per event, for the
 * person watching the terminal, formatted on the same thread (pino's transports would start a worker thread).
 */
export function loggerOptions(
  level: string,
  { stream, isReadable = false }: { stream?: LogStream; isReadable?: boolean } = {},
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (level === 'silent' && !stream) return { logger: false };
  const destination = isReadable ? readableStream(stream ?? process.stdout) : stream;
  return {
    logger: {
      level,
      ...(destination ? { stream: destination } : {}),
      serializers: { err: serializeError, req: serializeRequest },
    },
    ...(isReadable ? { logController: new OneEntryPerRequest() } : {}),
  };
}
