import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { madeOnce } from '@morah/db/testing';

/**
 * A Postgres cluster and a Redis server of a test's own, on free ports, in a temporary folder:
 * tests that stop, kill and restart them never touch the machine's shared services.
 */

const run = promisify(execFile);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The newest installed Postgres' programs (PG_BIN to choose). */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('No Postgres programs found: install postgresql, or set PG_BIN to the folder holding initdb and pg_ctl.');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

/** Postgres refuses to run as root: as root, its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function postgresCommand(program: string, args: string[]): [string, string[]] {
  const path = join(postgresBin(), program);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** A fast shutdown: every connection is cut, nothing is lost. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** A folder of this test's own that Postgres' programs may use (as root, owned by `postgres`). */
async function postgresFolder(prefix: string): Promise<string> {
  const dir = mkdtempSync(prefix);
  if (asRoot) {
    const { uid, gid } = await run('id', ['-u', 'postgres']).then(async ({ stdout }) => ({ uid: Number(stdout), gid: Number((await run('id', ['-g', 'postgres'])).stdout) }));
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  return dir;
}

const INITDB_ARGS = ['-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'];
let clusterMade: Promise<string> | undefined;

/**
 * A new cluster's data folder, made once by initdb (a CPU-heavy few seconds on a busy machine) and
 * named after the programs and the options that made it: each private Postgres starts on a copy.
 */
function clusterTemplate(): Promise<string> {
  clusterMade ??= (async () => {
    const bin = postgresBin();
    const name = createHash('sha256').update(bin).update(INITDB_ARGS.join(' ')).digest('hex').slice(0, 16);
    return madeOnce(join(tmpdir(), `morah-pg-template-${name}`), (building) => run(...postgresCommand('initdb', ['-D', join(building, 'data'), ...INITDB_ARGS])).then(() => undefined), postgresFolder);
  })();
  clusterMade.catch(() => (clusterMade = undefined));
  return clusterMade;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const [template, dir] = await Promise.all([clusterTemplate(), postgresFolder(join(tmpdir(), 'morah-pg-'))]);
  const data = join(dir, 'data');
  // A copy keeps the owner (as root, `postgres`) and the modes Postgres insists on.
  await run('cp', ['-a', join(template, 'data'), data]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const ctl = (args: string[]) => run(...postgresCommand('pg_ctl', ['-D', data, ...args]), { timeout: 60_000 });
  const start = async () => {
    await ctl(['-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  };
  await start();
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: async () => {
      await ctl(['-m', 'fast', '-w', 'stop']);
    },
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      await ctl(['-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  port: number;
  /** Stop the server (with persistence off, its data is gone). */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** `persistence`: append-only file on (survives a stop) or nothing saved at all. */
export async function startPrivateRedis(options: { persistence: boolean }): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'morah-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', options.persistence ? 'yes' : 'no', '--appendfsync', 'always'];
    const proc = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) {
          proc.stdout?.off('data', onData);
          resolve();
        }
      };
      proc.stdout?.on('data', onData);
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out.slice(-500)}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
