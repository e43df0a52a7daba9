// `pnpm dev`: the API on PORT (3000 by default), restarted when server code changes, and the Vite
// dev server with hot reload on 5173 (or the next free port; Vite prints it), which proxies /api and
// /socket.io to the API on PORT. Ctrl+C (or SIGTERM) stops both cleanly and exits 0.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');
const viteBin = join(dirname(createRequire(join(web, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
const port = process.env.PORT || '3000';

// Both run straight under Node (no nested pnpm, whose own error report would follow every Ctrl+C).
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'start.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn(process.execPath, [viteBin], { cwd: web, stdio: 'inherit', env: { ...process.env, PORT: port } }),
];
console.log(`Morah dev: the API on http://localhost:${port}; open the address Vite prints below.`);

let stopping = false;
let exitWith = 0;
const running = new Set(children);
for (const child of children) {
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (stopping) {
      if (running.size === 0) process.exit(exitWith);
      return;
    }
    // Ctrl+C reaches the whole terminal group: a child may end of it before we hear it ourselves.
    if (signal === 'SIGINT' || signal === 'SIGTERM') return stop(0);
    // One side ended by itself: that is a failure to report, after stopping the other side.
    console.error(`Morah dev: ${child === children[0] ? 'the API' : 'Vite'} ended (${signal ?? `exit ${code}`}); stopping.`);
    stop(code || 1);
  });
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  exitWith = exitCode;
  // From a terminal the children have the Ctrl+C already; from `kill` they have not: tell them.
  for (const child of running) child.kill('SIGTERM');
  if (running.size === 0) process.exit(exitCode);
  const hung = setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(1);
  }, 15_000);
  hung.unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
