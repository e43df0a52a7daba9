import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Morah's full-stack programs, compiled as deployed, as operating-system processes of their own (the
 * gateway and the workers), so a test can kill one with SIGKILL, as a crash or an out-of-memory
 * killer would, and start it again on the same port.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

export type MorahRole = 'gateway' | 'workers';

/** What a process prints once it serves (the gateway) or has started its queues (the workers). */
const READY: Record<MorahRole, RegExp> = { gateway: /Morah gateway is ready at/, workers: /Morah workers are running/ };

// Morah's own variables are never taken from the environment the tests run in: each process gets
// exactly the configuration its test gives it.
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_OPTIONS', 'TZ'];

export interface MorahProcess {
  role: MorahRole;
  pid: number;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<void>;
  /** What it printed so far (the last 200,000 characters). */
  output(): string;
  /** SIGKILL: no clean-up of any kind. Resolves once it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM, as a service manager stops it. Resolves once it is gone. */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  env: Record<string, string>;
  /** Also append everything it prints to this file. */
  logFile?: string | undefined;
}

/**
 * Start one program, dist/server/<role>.mjs (`ensureServerBuild()` first), and resolve once it says
 * it is ready (rejects if it ends first, with what it printed).
 */
export async function spawnMorah(role: MorahRole, options: SpawnOptions): Promise<MorahProcess> {
  const base = Object.fromEntries(INHERITED.flatMap((k) => (process.env[k] !== undefined ? [[k, process.env[k]!]] : [])));
  const child: ChildProcess = spawn(process.execPath, [`dist/server/${role}.mjs`], { cwd: root, env: { ...base, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const file: WriteStream | undefined = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  let text = '';
  let ready = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => file?.end());
  const readiness = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text = (text + chunk.toString()).slice(-200_000);
      file?.write(chunk);
      if (!ready && READY[role].test(text)) {
        ready = true;
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`the ${role} process ended before it was ready:\n${text.slice(-3000)}`)));
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  try {
    await readiness;
  } catch (error) {
    await signal('SIGKILL');
    throw error;
  }
  return {
    role,
    pid: child.pid!,
    exited,
    output: () => text,
    kill9: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
