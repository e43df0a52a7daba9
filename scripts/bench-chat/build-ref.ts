// A git ref's code built beside this checkout, for benchmarks that compare it with the working tree:
// a temporary git worktree with its dependencies installed and its server compiled.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** A worktree of the ref with its dependencies and its compiled server. */
export function buildRef(ref: string): { dir: string; commit: string; remove(): void } {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = mkdtempSync(join(tmpdir(), 'morah-compare-'));
  git('worktree', 'add', '--detach', dir, commit);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
    rmSync(dir, { recursive: true, force: true });
  };
  console.log(`building ${ref} (${commit.slice(0, 10)}) in ${dir}...`);
  for (const [command, args] of [
    ['pnpm', ['install', '--frozen-lockfile', '--prefer-offline']],
    ['node', ['scripts/build-server.mjs']],
  ] as const) {
    const run = spawnSync(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) {
      remove();
      throw new Error(`\`${command} ${args.join(' ')}\` failed in the worktree of ${ref}`);
    }
  }
  if (!existsSync(join(dir, 'dist/server/gateway.mjs'))) throw new Error(`the build of ${ref} made no dist/server/gateway.mjs`);
  return { dir, commit, remove };
}
