// `pnpm test`: the whole suite. The types are checked first; then the Torah folder the tests read is
// made sure of (fetched once from Sefaria when neither ../shared nor TORAH_DATA_DIR gives it), and the
// compiled programs are built; then Vitest and the browser journeys run side by side. Both spend most
// of their time waiting (on Postgres, sockets, the browser, the tutor's typing), so together they keep
// the cores busy where one after the other they left them idle. Each line is prefixed with its run;
// the suite fails when either run fails. Plain JavaScript: it starts before any TypeScript loader.
import { spawn } from 'node:child_process';

function run(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const started = Date.now();
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) console.log(`[${name}] ${line}`);
      });
      stream.on('end', () => rest && console.log(`[${name}] ${rest}`));
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`[${name}] ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const step = async (name, args) => (await run(name, 'pnpm', args)) || process.exit(1);
await step('types', ['typecheck']);
await step('torah', ['exec', 'tsx', 'tests/support/ensure-torah.ts']);
await step('build', ['build']);
const results = await Promise.all([run('unit', 'pnpm', ['test:unit']), run('e2e', 'pnpm', ['--filter', '@morah/e2e', 'test'])]);
if (results.includes(false)) {
  console.log(`The suite FAILED: ${['unit', 'e2e'].filter((_, i) => !results[i]).join(' and ')} (see the lines prefixed so above).`);
  process.exit(1);
}
console.log('The whole suite passed.');
