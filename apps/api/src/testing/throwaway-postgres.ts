import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the test run's own: a throwaway data folder, a free port on 127.0.0.1, stopped and
 * removed at the end. Uses the installed server binaries (Debian's postgresql package); never touches a cluster it
 * did not start.
 */
export interface ThrowawayCluster {
  url: string;
  stop: () => void;
}

function binDir(): string {
  if (process.env['PG_BINDIR']) return process.env['PG_BINDIR'];
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (or set PG_BINDIR)');
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** settings: extra server settings (the benchmark sizes memory as a production server would). */
export async function startThrowawayCluster(settings: Record<string, string> = {}): Promise<ThrowawayCluster> {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), 'matri-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: as root, the cluster belongs to the postgres user.
  // The server's output goes to a log file: a server holding an inherited pipe would keep this call waiting.
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    execFileSync(file, fullArgs, { stdio: 'ignore' });
  };
  for (const dir of [dataDir, socketDir]) {
    execFileSync('mkdir', ['-p', dir]);
  }
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    for (const dir of [root, dataDir, socketDir]) chownSync(dir, uid, gid);
  }
  chmodSync(root, 0o755);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(root, 'server.log'),
    '-o',
    [`-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' '),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      const args = ['-D', dataDir, '-m', 'fast', 'stop'];
      if (isRoot) spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args], { stdio: 'ignore' });
      else spawnSync(path.join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    },
  };
}
