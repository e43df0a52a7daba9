import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'morah-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A node process that waits until told to end; its pid, and how to end it. */
async function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'process.stdin.resume()'], { stdio: ['pipe', 'ignore', 'ignore'] });
  await new Promise((resolve) => child.once('spawn', resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { pid: child.pid!, end: async () => (child.stdin.end(), await exited) };
}

describe('lockDataDir', () => {
  it('takes a free data directory, and frees it on release', () => {
    const dir = join(root, 'free');
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a data directory a running process holds, naming it and how to stop it', async () => {
    const dir = join(root, 'held');
    const other = await otherProcess();
    try {
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: other.pid, startTicks: null, startedAt: '2026-11-24T10:00:00.000Z', command: 'scripts/run-compiled.mjs start' }));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(
        `Another Morah is using the data directory ${dir}: process ${other.pid} (scripts/run-compiled.mjs start), running since 2026-11-24T10:00:00.000Z. Stop it first (Ctrl+C where it runs, or kill ${other.pid}), or set MORAH_DATA_DIR to another folder.`,
      );
    } finally {
      await other.end();
    }
    // Its process is gone now: the lock is stale and taken over.
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('refuses a second open in the same process', () => {
    const dir = join(root, 'twice');
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
  });

  it('reads a lock whose pid now belongs to another program (a different start time) as stale', async () => {
    const dir = join(root, 'reused');
    const other = await otherProcess();
    try {
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: other.pid, startTicks: 1, startedAt: '2026-01-01T00:00:00.000Z', command: 'node' }));
      const lock = lockDataDir(dir);
      lock.release();
    } finally {
      await other.end();
    }
  });

  it('takes over a lock left empty or unreadable by a crash', () => {
    const dir = join(root, 'empty');
    writeFileSync(`${dir}.lock`, '');
    lockDataDir(dir).release();
    writeFileSync(`${dir}.lock`, '{"pid":');
    lockDataDir(dir).release();
  });
});
