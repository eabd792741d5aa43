/**
 * Development on one origin: both apps' Vite dev servers (hot reload included) and the API (restarted on change)
 * behind http://localhost:3000, routed by the same table as production (libs/contracts paths.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { appAssetBase, appForPath, type AppName } from '@matri/contracts';
import { viteArgs } from '../build/vite-args';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 3000);
const upstreamPort: Record<AppName | 'api', number> = { site: 4200, members: 4201, api: 4202 };

function startVite(app: AppName): ChildProcess {
  return spawn(process.execPath, [...viteArgs(app), '--port', String(upstreamPort[app]), '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** The API restarts on every change to its sources; front-end files are not its business in development. */
function startApi(): ChildProcess {
  return spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'watch',
      '--tsconfig',
      'apps/api/tsconfig.json',
      'apps/api/src/main.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      // Its own process group, so that Ctrl+C reaches it once, from stop(): tsx watch takes a second signal as the
      // order to kill the API at once, which left the API's embedded PostgreSQL running and the next start failing.
      detached: true,
      // Demo mode (outbox for admins, test payments), the visitor's address from this proxy for the API's limits, and one
      // API process, which restarts fastest.
      env: {
        ...process.env,
        PORT: String(upstreamPort.api),
        FRONT_END_DIR: path.join(root, 'dist/none'),
        DEMO_MODE: 'true',
        TRUST_PROXY: 'loopback',
        WEB_CONCURRENCY: '1',
      },
    },
  );
}

/** Which dev server answers, and the path it expects (member pages are its index.html under its own base). */
function upstreamFor(url: string): { app: AppName | 'api'; path: string } {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (pathname.startsWith('/api/')) return { app: 'api', path: url };
  if (pathname.startsWith(appAssetBase.members)) return { app: 'members', path: url };
  const { app } = appForPath(pathname);
  if (app === 'members') return { app, path: `${appAssetBase.members}${search}` };
  return { app: 'site', path: url };
}

const children = [startVite('site'), startVite('members'), startApi()];

const server = createServer((req: IncomingMessage, res) => {
  const target = upstreamFor(req.url ?? '/');
  const proxied = request(
    {
      host: 'localhost',
      port: upstreamPort[target.app],
      path: target.path,
      method: req.method,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (upstream) => {
      res.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(res);
    },
  );
  proxied.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end(`The ${target.app} dev server is not ready yet; reload in a moment.`);
  });
  req.pipe(proxied);
});

// Hot-reload websockets: each app's client connects under its own base path.
server.on('upgrade', (req, socket, head) => {
  const target = upstreamFor(req.url ?? '/');
  const upstream = connect(upstreamPort[target.app], 'localhost', () => {
    const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`);
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});

/** Whether a dev server answers yet (the API on its health path, the one its log then shows). */
function answers(app: AppName | 'api'): Promise<boolean> {
  const probePath = app === 'api' ? '/api/health' : '/';
  return new Promise((resolve) => {
    const probe = request({ host: 'localhost', port: upstreamPort[app], path: probePath, method: 'HEAD' }, (answer) => {
      answer.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
    probe.end();
  });
}

/**
 * The address to open comes last, once both Vite servers and the API answer: below their own start-up lines, which
 * name their upstream ports.
 */
async function announceWhenReady(): Promise<void> {
  const apps = ['site', 'members', 'api'] as const;
  while (!(await Promise.all(apps.map(answers))).every(Boolean)) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`Development: http://localhost:${port} (site and members with hot reload; the API restarts on change)`);
}

server.listen(port, () => void announceWhenReady());

/** Stops the servers and waits for them: the API stops its database before it exits. */
function stop() {
  const exited = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  server.close();
  void Promise.all(exited).then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
