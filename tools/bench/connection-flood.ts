import { connect, type Socket } from 'node:net';

/** What a flood connection does once connected. */
export type FloodKind = 'slow-headers' | 'slow-body' | 'idle';

export interface FloodOptions {
  port: number;
  /** The flood's own address (127.x: one client of this machine). */
  from: string;
  /** Header lines sent before the unfinished one or the body (X-Forwarded-For, through a balancer). */
  headers: string;
  /** Connections the flood tries to hold open at once. */
  connections: number;
  /** After one of its connections is closed, the flood opens another this long after. */
  reconnectMs: number;
  /** A slow connection sends one more byte this often. */
  dripMs: number;
}

export interface FloodFigures {
  /** Connections opened in all (first ones and reopened). */
  opened: number;
  /** Connections the server closed, by the status it answered them with ('none': closed without one; 'refused': never connected). */
  closedBy: Record<string, number>;
  /** The most connections open at once, as seen by the flood. */
  peakOpen: number;
  /** Connections open, sampled each second. */
  openBySecond: number[];
  /** The longest one connection stayed open (ms). */
  longestHeldMs: number;
}

/** Each kind's first bytes: the headers of POST /api/auth/local cut short, or whole with a few bytes of a 60,000-byte body. */
const FIRST_BYTES: Record<FloodKind, string> = {
  'slow-headers': 'POST /api/auth/local HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\nx-slow: ',
  'slow-body':
    'POST /api/auth/local HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 60000\r\n\r\n{"identifier":',
  idle: '',
};
const KINDS: FloodKind[] = ['slow-headers', 'slow-body', 'slow-headers', 'slow-body', 'idle'];
/** Connections being opened at once: the kernel's accept queue would drop the rest as a SYN flood. */
const CONNECTING_AT_ONCE = 256;

/**
 * Thousands of slow connections from one address, as a single hostile client holds them: slow headers, slow bodies (a
 * byte each `dripMs`) and idle ones, each opened again `reconnectMs` after the server closes it. Stop returns what the
 * flood managed to hold.
 */
export function startConnectionFlood(options: FloodOptions): { stop: () => FloodFigures } {
  /** Open connections, with when each connected. */
  const sockets = new Map<Socket, number>();
  const figures: FloodFigures = { opened: 0, closedBy: {}, peakOpen: 0, openBySecond: [], longestHeldMs: 0 };
  let isStopping = false;
  let connecting = 0;
  const waiting: FloodKind[] = [];

  const openNext = () => {
    while (!isStopping && connecting < CONNECTING_AT_ONCE && waiting.length > 0) {
      open(waiting.pop() as FloodKind);
    }
  };

  const open = (kind: FloodKind) => {
    connecting += 1;
    figures.opened += 1;
    const socket = connect({ port: options.port, host: '127.0.0.1', localAddress: options.from });
    let answer = '';
    let connectedAt = 0;
    let drip: NodeJS.Timeout | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      if (answer.length < 12) answer += chunk;
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      connecting -= 1;
      connectedAt = performance.now();
      sockets.set(socket, connectedAt);
      figures.peakOpen = Math.max(figures.peakOpen, sockets.size);
      if (FIRST_BYTES[kind]) socket.write(FIRST_BYTES[kind].replace('\r\n', `\r\n${options.headers}`));
      // A letter more of the unfinished header, or a space more of the JSON body.
      if (kind !== 'idle') drip = setInterval(() => socket.write(kind === 'slow-headers' ? 'x' : ' '), options.dripMs);
      openNext();
    });
    socket.once('close', () => {
      if (connectedAt === 0) connecting -= 1;
      else figures.longestHeldMs = Math.max(figures.longestHeldMs, performance.now() - connectedAt);
      clearInterval(drip);
      if (isStopping) return;
      sockets.delete(socket);
      const status = connectedAt === 0 ? 'refused' : (/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'none');
      figures.closedBy[status] = (figures.closedBy[status] ?? 0) + 1;
      setTimeout(() => {
        waiting.push(kind);
        openNext();
      }, options.reconnectMs);
      openNext();
    });
  };

  for (let i = 0; i < options.connections; i += 1) waiting.push(KINDS[i % KINDS.length]);
  openNext();
  const sampler = setInterval(() => figures.openBySecond.push(sockets.size), 1000);

  return {
    stop: () => {
      isStopping = true;
      clearInterval(sampler);
      const now = performance.now();
      for (const [socket, connectedAt] of sockets) {
        figures.longestHeldMs = Math.max(figures.longestHeldMs, now - connectedAt);
        socket.destroy();
      }
      sockets.clear();
      return figures;
    },
  };
}
