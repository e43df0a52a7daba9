import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyMigratedEmbedded } from '@morah/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../tests/support/http-client';

// `pnpm start` and `pnpm dev` as a person runs them in a terminal: Ctrl+C (SIGINT) or a service
// manager's SIGTERM goes to the whole process group, pnpm included. Each must close its sockets,
// jobs and database, exit 0 without pnpm's failure report, and leave a data directory that opens
// again with everything in it.
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'morah-start-stop-'));
// Its database is made already, copied from the migrated template: what is tested here is starting
// and stopping, not the embedded database's first making (its initdb and migrations, a CPU-heavy
// quarter of a minute on a busy machine, which the journeys' server goes through on a fresh folder).
beforeAll(() => copyMigratedEmbedded(join(dataDir, 'db')));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in the output so far or to come. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every Morah started here; one a failed test left running is stopped before the next test starts. */
const started: Running[] = [];
afterEach(async () => {
  for (const running of started.splice(0)) {
    if (running.child.exitCode !== null || running.child.signalCode !== null) continue;
    process.kill(-running.child.pid!, 'SIGTERM');
    await running.exited;
  }
});

function run(script: 'start' | 'dev', env: Record<string, string>): Running {
  // Its own process group, as a terminal gives a command, so the group can be signalled.
  const child = spawn('pnpm', [script], { cwd: root, detached: true, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const waiters: Array<{ pattern: RegExp; resolve: (m: RegExpMatchArray) => void }> = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const onData = (chunk: Buffer) => {
    text += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
    for (const waiter of [...waiters]) {
      const match = text.match(waiter.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const running: Running = {
    child,
    output: () => text,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const match = text.match(pattern);
        if (match) return resolve(match);
        waiters.push({ pattern, resolve });
        void exited.then(() => reject(new Error(`ended before printing ${pattern}:\n${text}`)));
      }),
    exited,
  };
  started.push(running);
  return running;
}

/**
 * A request as a browser's client makes it: a 503 'busy' (a freshly started Morah on a machine busy
 * with other work may refuse for a moment) is sent again after its Retry-After.
 */
async function whenNotBusy(send: () => Promise<{ status: number; headers: Headers; body: any }>) {
  for (;;) {
    const res = await send();
    if (res.status !== 503 || res.body?.error?.code !== 'busy') return res;
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** What a terminal does on Ctrl+C, or a service manager on stop: signal every process of the group. */
async function signalGroup(running: Running, signal: NodeJS.Signals) {
  process.kill(-running.child.pid!, signal);
  return running.exited;
}

// The API runs compiled (the first run may compile it first), on this file's data directory.
const env = { PORT: '0', HOST: '127.0.0.1', MORAH_DATA_DIR: dataDir, WEB_DIST: '/nonexistent-web-dist' };

describe('pnpm start', () => {
  const username = `stopper_${process.pid}`;

  it('stops on Ctrl+C (SIGINT) with exit code 0, its data kept', async () => {
    const morah = run('start', env);
    const [, url] = await morah.waitFor(/Morah is ready at (http:\/\/localhost:\d+)/);
    const client = new TestClient(url!);
    const reg = await whenNotBusy(() => client.post('/api/auth/register', { username, password: 'kite-river-lantern', firstName: 'Shira', lastName: 'Levi', role: 'teacher' }));
    expect(reg.status).toBe(201);

    expect(await signalGroup(morah, 'SIGINT')).toEqual({ code: 0, signal: null });
    expect(morah.output()).toContain('Morah stopped (SIGINT).');
    expect(morah.output()).not.toMatch(/ELIFECYCLE|ERR_PNPM|Command failed/);
  }, 180_000);

  it('opens the same data directory again, then stops on SIGTERM with exit code 0', async () => {
    const morah = run('start', env);
    const [, url] = await morah.waitFor(/Morah is ready at (http:\/\/localhost:\d+)/);
    const login = await whenNotBusy(() => new TestClient(url!).post('/api/auth/login', { username, password: 'kite-river-lantern' }));
    expect(login.status).toBe(200);
    expect(login.body.user.firstName).toBe('Shira');

    expect(await signalGroup(morah, 'SIGTERM')).toEqual({ code: 0, signal: null });
    expect(morah.output()).toContain('Morah stopped (SIGTERM).');
    expect(morah.output()).not.toMatch(/ELIFECYCLE|ERR_PNPM|Command failed/);
  }, 180_000);
});

describe('one Morah per data directory', () => {
  it('refuses a second pnpm start on the same data directory, naming the first; starts once the first has stopped', async () => {
    const first = run('start', env);
    await first.waitFor(/Morah is ready at/);
    const second = run('start', env);
    const refused = await second.exited;
    expect(refused.signal).toBeNull();
    expect(refused.code).not.toBe(0);
    const [, pid] = second.output().match(/Another Morah is using the data directory \S+: process (\d+) \(.+\), running since \S+\. Stop it first \(Ctrl\+C where it runs, or kill (\d+)\), or set MORAH_DATA_DIR to another folder\./) ?? [];
    expect(pid, second.output()).toBeDefined();
    // The process named is the first Morah (its node process, in the first one's process group).
    expect(JSON.parse(readFileSync(join(dataDir, 'db.lock'), 'utf8')).pid).toBe(Number(pid));
    expect(second.output()).not.toContain('    at ');

    expect(await signalGroup(first, 'SIGTERM')).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    const third = run('start', env);
    await third.waitFor(/Morah is ready at/);
    expect(await signalGroup(third, 'SIGINT')).toEqual({ code: 0, signal: null });
  }, 360_000);
});

describe('pnpm dev', () => {
  it('proxies /api to the API on PORT, and stops both on Ctrl+C with exit code 0', async () => {
    // A port of its own for the API (not 3000), which the Vite proxy must follow, on a data
    // directory of its own.
    await copyMigratedEmbedded(join(dataDir, 'dev', 'db'));
    const dev = run('dev', { ...env, PORT: String(await freePort()), MORAH_DATA_DIR: join(dataDir, 'dev') });
    await dev.waitFor(/Morah is ready at/);
    const [, viteUrl] = await dev.waitFor(/Local:\s+(http:\/\/localhost:\d+)/);
    const health = await fetch(`${viteUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    expect(await signalGroup(dev, 'SIGINT')).toEqual({ code: 0, signal: null });
    expect(dev.output()).toContain('Morah stopped (SIGINT).');
    expect(dev.output()).not.toMatch(/ELIFECYCLE|ERR_PNPM|Command failed/);
  }, 180_000);
});
