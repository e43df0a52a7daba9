// `pnpm test:under-load`: runs a command several times in a row while every core of the machine is
// kept busy by another process, and stops at the first failure. It shows that the tests wait for
// states, never for time: a busy machine makes them slower, never red.
//   node scripts/under-load.mjs [--times N] [--spinners N] -- <command...>
// (defaults: 3 times, one spinner per core; `pnpm test:under-load` runs `pnpm test` so).
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split < 0 ? args : args.slice(0, split);
const command = split < 0 ? [] : args.slice(split + 1);
const option = (name, fallback) => {
  const at = options.indexOf(name);
  return at < 0 ? fallback : Number(options[at + 1]);
};
const times = option('--times', 3);
const spinners = option('--spinners', cpus().length);
if (command.length === 0 || !(times >= 1) || !(spinners >= 0)) {
  console.error('usage: node scripts/under-load.mjs [--times N] [--spinners N] -- <command...>');
  process.exit(2);
}

// The load: a separate process per core, each spinning as hard as it can until told to stop.
const load = Array.from({ length: spinners }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoad = () => load.forEach((spinner) => spinner.kill('SIGKILL'));
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const results = [];
let exitCode = 0;
for (let run = 1; run <= times; run++) {
  const started = performance.now();
  console.log(`\n== under load (${spinners} spinning processes, load average ${loadavg()[0].toFixed(1)}): run ${run} of ${times}: ${command.join(' ')}`);
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  const { code, signal } = await new Promise((resolve) => child.once('exit', (c, s) => resolve({ code: c, signal: s })));
  const seconds = Math.round((performance.now() - started) / 1000);
  results.push(`run ${run}: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s, load average ${loadavg()[0].toFixed(1)}`);
  if (code !== 0) {
    exitCode = code ?? 1;
    break;
  }
}
stopLoad();
console.log(`\n== under load: ${results.length === times && exitCode === 0 ? `${times} of ${times} in a row passed` : 'stopped at a failure'}`);
for (const line of results) console.log(`   ${line}`);
process.exit(exitCode);
