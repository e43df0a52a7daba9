// `pnpm bench:compare <git-ref>`: the chat benchmark on the code of <git-ref> and on this working
// tree, on the same machine in the same run, set side by side with the ratios (this tree / the ref).
// The ref is built in a temporary git worktree (pnpm install, then the server build); `pnpm
// bench:chat` runs against it and against this tree alternately, ref first (A B A B, RUNS of each,
// 2 by default), with the same harness, so only the system under test differs. Each run measures
// 100 msg/s (20 students, one message every 200 ms) and then 300 msg/s, full stack, the tutor on.
// Printed: teacher delivery p50 and p99, send acknowledged p99, delivered and lost, CPU per message
// by process; each the median of its runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRef } from './bench-chat/build-ref';

const ref = process.argv[2];
if (!ref) {
  console.error('Usage: pnpm bench:compare <git-ref>   (a commit, branch or tag to compare this working tree with)');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 2);
const ROOT = new URL('..', import.meta.url).pathname;

interface CpuPerMessage {
  gateways: number;
  workers: number;
  postgres: number | undefined;
  redis: number | undefined;
}
interface LoadSummary {
  rate: number;
  teacherP50: number;
  teacherP99: number;
  ackP99: number;
  sent: number;
  delivered: number;
  deliveredPerSecond: number;
  lost: number;
  /** Of the lost, those acknowledged as taken (absent from figures written before it was counted). */
  lostAcknowledged?: number;
  refused: number;
  errors: number;
  /** Why the gateways refused as busy, by reason (absent for programs that do not count it). */
  busyReasons?: Record<string, number>;
  cpuPerMessage: CpuPerMessage;
}
interface RunSummary {
  loadAverage: number[];
  loads: LoadSummary[];
}

/** One `pnpm bench:chat` at 100 then 300 msg/s; `serverRoot` runs another checkout's programs. */
function benchOnce(label: string, serverRoot: string | undefined): RunSummary {
  const out = join(mkdtempSync(join(tmpdir(), 'morah-compare-run-')), 'figures.json');
  console.log(`  ${label}: load average ${loadavg().map((v) => v.toFixed(1)).join(' / ')}`);
  const run = spawnSync('node', ['--import', 'tsx', 'scripts/bench-chat.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      STUDENTS: '20',
      INTERVAL_MS: '200',
      DURATION_S: process.env.DURATION_S ?? '15',
      RATES: '300',
      HISTORY: '0',
      MESSAGES: '3',
      MODE: 'full',
      BENCH_JSON: out,
      SERVER_ROOT: serverRoot ?? '',
    },
    stdio: ['ignore', process.env.VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  if (!existsSync(out)) throw new Error(`the ${label} run wrote no figures (exit ${run.status})`);
  return JSON.parse(readFileSync(out, 'utf8')) as RunSummary;
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fixed = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');

function printTable(old: RunSummary[], now: RunSummary[]) {
  const rates = old[0]!.loads.map((l) => l.rate);
  console.log('');
  console.log(`| figure (median of ${RUNS} runs each) | ${ref} | this tree | ratio |`);
  console.log('|---|---|---|---|');
  for (const rate of rates) {
    const pick = (runs: RunSummary[], f: (l: LoadSummary) => number | undefined) => median(runs.map((r) => f(r.loads.find((l) => l.rate === rate)!) ?? Number.NaN));
    const row = (name: string, f: (l: LoadSummary) => number | undefined, unit: string, digits = 1) => {
      const a = pick(old, f);
      const b = pick(now, f);
      console.log(`| ${rate} msg/s: ${name} | ${fixed(a, digits)}${unit} | ${fixed(b, digits)}${unit} | ${a > 0 ? `${fixed(b / a, 2)}x` : '-'} |`);
    };
    row('teacher delivery p50', (l) => l.teacherP50, ' ms');
    row('teacher delivery p99', (l) => l.teacherP99, ' ms');
    row('send acknowledged p99', (l) => l.ackP99, ' ms');
    row('delivered', (l) => l.delivered, '', 0);
    row('delivered a second', (l) => l.deliveredPerSecond, '');
    row('lost', (l) => l.lost, '', 0);
    row('lost though acknowledged', (l) => l.lostAcknowledged, '', 0);
    row('failed or timed out', (l) => l.errors, '', 0);
    row('refused as busy', (l) => l.refused, '', 0);
    row('CPU per message: gateways', (l) => l.cpuPerMessage.gateways, ' ms', 2);
    row('CPU per message: workers', (l) => l.cpuPerMessage.workers, ' ms', 2);
    row('CPU per message: Postgres', (l) => l.cpuPerMessage.postgres, ' ms', 2);
    row('CPU per message: Redis', (l) => l.cpuPerMessage.redis, ' ms', 2);
  }
  for (const rate of rates) {
    const reasons = now.map((r) => Object.entries(r.loads.find((l) => l.rate === rate)?.busyReasons ?? {}).filter(([, n]) => n > 0).map(([reason, n]) => `${reason} ${n}`).join(', ') || 'none');
    console.log(`| ${rate} msg/s: refused as busy by reason, each run | - | ${reasons.join('; ')} | |`);
  }
  const lostNow = now.reduce((n, r) => n + r.loads.reduce((m, l) => m + l.lost, 0), 0);
  const at = (runs: RunSummary[], rate: number, f: (l: LoadSummary) => number) => median(runs.map((r) => f(r.loads.find((l) => l.rate === rate)!)));
  const p99Ratio = at(now, 100, (l) => l.teacherP99) / at(old, 100, (l) => l.teacherP99);
  const deliveredRatio = at(now, 300, (l) => l.delivered) / at(old, 300, (l) => l.delivered);
  console.log('');
  console.log('Goals');
  console.log(`| none lost (this tree, every run) | ${lostNow} lost | ${lostNow === 0 ? 'PASS' : 'OVER'} |`);
  console.log(`| teacher p99 at 100 msg/s within 1.25x the ref's | ${fixed(p99Ratio, 2)}x | ${p99Ratio <= 1.25 ? 'PASS' : 'OVER'} |`);
  console.log(`| delivered at 300 msg/s at least 0.9x the ref's | ${fixed(deliveredRatio, 2)}x | ${deliveredRatio >= 0.9 ? 'PASS' : 'OVER'} |`);
}

const built = buildRef(ref);
try {
  console.log(`Morah chat: ${ref} against this working tree, ${RUNS} runs each, alternating (${availableParallelism()} cores)`);
  const old: RunSummary[] = [];
  const now: RunSummary[] = [];
  for (let i = 1; i <= RUNS; i++) {
    old.push(benchOnce(`run ${i} of ${ref}`, built.dir));
    now.push(benchOnce(`run ${i} of this tree`, undefined));
  }
  printTable(old, now);
  console.log(`\nload average at the end: ${loadavg().map((v) => v.toFixed(1)).join(' / ')}`);
} finally {
  built.remove();
}
