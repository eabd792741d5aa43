import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { quietConnectionsEnder } from './quiet-connections';

const closed = (socket: Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

describe('quietConnectionsEnder', () => {
  let server: Server;
  let release: () => void;
  let endQuiet: () => void;
  let port: number;

  beforeEach(async () => {
    let respond = () => undefined as void;
    release = () => respond();
    server = createServer((request, response) => {
      if (request.url === '/slow') respond = () => response.end('finished');
      else response.end('quick');
    });
    // As a keep-alive client would hold it: left to Node, the connection outlives the test.
    server.keepAliveTimeout = 60_000;
    endQuiet = quietConnectionsEnder(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  const openSocket = () =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
    });

  it('lets the server close although a client holds a connection that never sent a request', async () => {
    const spare = await openSocket();
    const isSpareClosed = closed(spare);
    const isServerClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    endQuiet();
    await isSpareClosed;
    await isServerClosed;
    expect(spare.destroyed).toBe(true);
  });

  const keepAlive = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });

  it('lets a request in flight finish, then ends its keep-alive connection', async () => {
    const answer = new Promise<string>((resolve, reject) => {
      const call = httpRequest({ port, host: '127.0.0.1', path: '/slow', agent: keepAlive }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      });
      call.on('error', reject);
      call.end();
    });
    await new Promise<void>((resolve) => server.once('request', () => setImmediate(resolve)));
    const isServerClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    endQuiet();
    release();
    await expect(answer).resolves.toBe('finished');
    await isServerClosed;
    keepAlive.destroy();
  });
});
