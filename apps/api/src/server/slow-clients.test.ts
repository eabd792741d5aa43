import { connect, type AddressInfo, type Socket } from 'node:net';
import { createTestApp, type TestApp } from '../testing/test-app';

interface Ending {
  /** What the server sent before it closed the connection. */
  answer: string;
  ms: number;
}

/** What a test opened, ended after it whatever it asserted: a socket left open would hold the app's close. */
const opened: Socket[] = [];
const drips: NodeJS.Timeout[] = [];
afterEach(() => {
  drips.splice(0).forEach(clearInterval);
  opened.splice(0).forEach((socket) => socket.destroy());
});

/** Sends one more byte every 200 ms, as a slow client (a letter within a header, a space within a JSON body). */
const drip = (socket: Socket, byte = ' ') => drips.push(setInterval(() => socket.write(byte), 200));

/** A raw connection from `from` (any 127.x address is this machine); `ended` resolves once the server closes it. */
async function open(port: number, from: string): Promise<{ socket: Socket; ended: Promise<Ending> }> {
  const startedAt = performance.now();
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  opened.push(socket);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const ended = new Promise<Ending>((resolve) => {
    socket.on('error', () => undefined);
    socket.once('close', () => resolve({ answer, ms: performance.now() - startedAt }));
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, ended };
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

const LOGIN_HEAD = (extra = '') =>
  `POST /api/auth/local HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 60000\r\n${extra}\r\n`;

// Deadlines of 1 s; the bounds checked are generous (a busy machine may run late, never early).
describe('deadlines for slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      HEADERS_TIMEOUT_SECONDS: '1',
      BODY_TIMEOUT_SECONDS: '1.5',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
      UPLOAD_TIMEOUT_SECONDS: '20',
    });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('closes a connection that sends its headers slowly after the header deadline, with a 408', async () => {
    const { socket, ended } = await open(port, '127.0.0.11');
    socket.write('POST /api/auth/local HTTP/1.1\r\nhost: localhost\r\nx-slow: ');
    drip(socket, 'x');
    const { answer, ms } = await ended;
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(15_000);
  });

  it('closes a connection that never sends anything after the header deadline', async () => {
    const { ended } = await open(port, '127.0.0.12');
    const { ms } = await ended;
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(15_000);
  });

  it("answers a body that trickles 408 in the reader's language and closes it after the body deadline", async () => {
    const { socket, ended } = await open(port, '127.0.0.13');
    socket.write(LOGIN_HEAD('accept-language: hi\r\n') + '{"identifier":');
    drip(socket);
    const { answer, ms } = await ended;
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error).toMatchObject({
      status: 408,
      name: 'RequestTimeoutError',
      message: expect.stringContaining('1.5 सेकंड में नहीं पहुँचा'),
    });
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(15_000);
  });

  it('closes a connection still trickling a body after its early answer (a refusal before the body is read)', async () => {
    const { socket, ended } = await open(port, '127.0.0.15');
    socket.write(
      'POST /api/blocks HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 60000\r\n\r\n{',
    );
    drip(socket);
    const { answer, ms } = await ended;
    expect(answer).toMatch(/^HTTP\/1.1 401/);
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(15_000);
  });

  it.each([
    ['a photo', '/api/users/me/photos', 'multipart/form-data; boundary=x', '--x\r\n'],
    ['an import', '/api/upload-csv', 'application/json', '['],
  ])(
    'closes a connection still trickling an upload of %s after its early answer, long before the upload deadline',
    async (_, url, type, start) => {
      const { socket, ended } = await open(port, '127.0.0.16');
      socket.write(
        `POST ${url} HTTP/1.1\r\nhost: localhost\r\ncontent-type: ${type}\r\ncontent-length: 5000000\r\n\r\n${start}`,
      );
      drip(socket);
      const { answer, ms } = await ended;
      expect(answer).toMatch(/^HTTP\/1.1 401/);
      expect(ms).toBeGreaterThanOrEqual(1400);
      expect(ms).toBeLessThan(15_000);
    },
    30_000,
  );

  it('serves a body that arrives within the deadline, then closes the idle keep-alive connection', async () => {
    const { socket, ended } = await open(port, '127.0.0.14');
    const body = JSON.stringify({ identifier: 'nobody@example.in', password: 'not-the-password-1' });
    socket.write(LOGIN_HEAD().replace('60000', String(body.length)) + body);
    const { answer, ms } = await ended;
    expect(answer).toMatch(/^HTTP\/1.1 4\d\d/);
    expect(answer).not.toMatch(/^HTTP\/1.1 408/);
    expect(ms).toBeLessThan(15_000);
  });
});

describe('connection caps per address', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: '127.0.0.1' });
    port = await listen(t);
  });
  afterAll(() => t.close());

  const health = async (from: string, headers = '') => {
    const { socket, ended } = await open(port, from);
    socket.write(`GET /api/health HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n${headers}\r\n`);
    return (await ended).answer;
  };

  it('answers an address over its share 503 and closes it, while another address is served', async () => {
    const held = await Promise.all([1, 2, 3].map(() => open(port, '127.0.0.21')));
    const extra = await open(port, '127.0.0.21');
    const { answer } = await extra.ended;
    expect(answer).toMatch(/^HTTP\/1.1 503/);
    expect(answer).toMatch(/retry-after: 5/);
    expect(answer).toContain('Too many connections from your address');
    expect(await health('127.0.0.22')).toMatch(/^HTTP\/1.1 200/);
    held.forEach(({ socket }) => socket.destroy());
    await Promise.all(held.map(({ ended }) => ended));
    // Its share is back once its connections close.
    expect(await health('127.0.0.21')).toMatch(/^HTTP\/1.1 200/);
  });

  it("through a trusted proxy, counts each visitor's requests in flight, not the proxy's connections", async () => {
    const visitor = 'x-forwarded-for: 203.0.113.5\r\n';
    const held = await Promise.all([1, 2, 3].map(() => open(port, '127.0.0.1')));
    for (const { socket } of held) socket.write(LOGIN_HEAD(visitor) + '{');
    // The requests are in flight once the server has taken their headers: a fourth is refused only then.
    let answer = '';
    for (let attempt = 0; attempt < 100 && !answer.startsWith('HTTP/1.1 503'); attempt += 1) {
      answer = await health('127.0.0.1', visitor);
    }
    expect(answer).toMatch(/^HTTP\/1.1 503/);
    expect(await health('127.0.0.1', 'x-forwarded-for: 203.0.113.6\r\n')).toMatch(/^HTTP\/1.1 200/);
    held.forEach(({ socket }) => socket.destroy());
  });

  it('through a trusted proxy, counts the visitors of one IPv6 /64 as one visitor', async () => {
    const held = await Promise.all([1, 2, 3].map(() => open(port, '127.0.0.1')));
    held.forEach(({ socket }, i) => socket.write(LOGIN_HEAD(`x-forwarded-for: 2001:db8:32:5::${i + 1}\r\n`) + '{'));
    let answer = '';
    for (let attempt = 0; attempt < 100 && !answer.startsWith('HTTP/1.1 503'); attempt += 1) {
      answer = await health('127.0.0.1', 'x-forwarded-for: 2001:db8:32:5:abcd::9\r\n');
    }
    expect(answer).toMatch(/^HTTP\/1.1 503/);
    expect(await health('127.0.0.1', 'x-forwarded-for: 2001:db8:32:6::1\r\n')).toMatch(/^HTTP\/1.1 200/);
    held.forEach(({ socket }) => socket.destroy());
  });
});
