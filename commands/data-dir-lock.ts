import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * One Morah per embedded data directory: two processes writing one PGlite database would corrupt
 * it. The lock is a file beside the database (`<dataDir>.lock`) holding the owner's pid, created
 * atomically (O_EXCL). A lock whose process is gone (a crash, kill -9) is stale and taken over; on
 * Linux the owner's start time is kept too, so a pid reused by another program reads as gone.
 */

export interface DataDirLockHolder {
  pid: number;
  /** The owner's start time in clock ticks since boot (Linux), so a reused pid is told apart. */
  startTicks: number | null;
  startedAt: string;
  command: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirLockHolder,
  ) {
    super(
      `Another Morah is using the data directory ${dataDir}: process ${holder.pid} (${holder.command}), running since ${holder.startedAt}. ` +
        `Stop it first (Ctrl+C where it runs, or kill ${holder.pid}), or set MORAH_DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** The process's start time from /proc (Linux), or null where there is none. */
function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function isRunning(holder: DataDirLockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.startTicks === null) return true;
  const ticks = startTicksOf(holder.pid);
  return ticks === null || ticks === holder.startTicks;
}

function readHolder(content: string): DataDirLockHolder | null {
  try {
    const parsed = JSON.parse(content) as Partial<DataDirLockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, startTicks: typeof parsed.startTicks === 'number' ? parsed.startTicks : null, startedAt: String(parsed.startedAt ?? 'unknown'), command: String(parsed.command ?? 'node') };
  } catch {
    return null;
  }
}

/** Take the data directory for this process, or throw DataDirInUseError naming the one that has it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = `${dir}.lock`;
  const mine: DataDirLockHolder = {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    command: process.argv.slice(1).join(' ') || 'node',
  };
  const content = JSON.stringify(mine);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(path, content, { flag: 'wx' });
      return lockHandle(path, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let found: string;
    try {
      found = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    // A lock being written this instant reads as empty: look again (one left empty by a crash is stale).
    if (found === '' && attempt < 3) continue;
    const holder = readHolder(found);
    // This very process already has it open (a second open would be a second writer too).
    if (holder && (holder.pid === process.pid || isRunning(holder))) throw new DataDirInUseError(dir, holder);
    // Stale: its process is gone. Remove it only if it is still the one judged (another starter
    // may have taken it over meanwhile), then try to create ours again.
    try {
      if (readFileSync(path, 'utf8') === found) unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${path}: it keeps changing. Is another Morah starting on the same data directory?`);
}

function lockHandle(path: string, content: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      // Only our own lock: never one another process has taken over.
      if (readFileSync(path, 'utf8') === content) unlinkSync(path);
    } catch {
      /* already gone */
    }
  };
  // A process that ends without closing (an uncaught error) leaves no lock behind.
  process.on('exit', release);
  return { path, release };
}
