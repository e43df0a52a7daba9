// `pnpm dev`: the API on :3000 (restarting when server code changes) and the Vite dev server on
// :5173 with hot reload, which proxies /api and /socket.io to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'start.ts'], { cwd: root, stdio: 'inherit', env: process.env }),
  spawn('pnpm', ['--filter', '@morah/web', 'dev'], { cwd: root, stdio: 'inherit', env: process.env }),
];
console.log('Morah dev: open http://localhost:5173 (API on http://localhost:3000)');

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
