import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';

/** The repository's root, where the docs scripts read and write. */
export const root = new URL('../..', import.meta.url).pathname;

/** A folder of the test's own, removed after its file's tests. */
export function scratchFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'morah-docs-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Run a docs script with `--check` on the repository as `pnpm test` would; rejects when it exits 1. */
export async function checkOutput(script: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--check'], { cwd: root });
  return stdout;
}
