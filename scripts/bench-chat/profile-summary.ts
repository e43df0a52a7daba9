// Where the time per message goes: the processes' profiles of one phase, divided by its messages.
import type { PhaseTotal, ProfileSnapshot } from '@morah/db';
import { num } from './figures';

export interface PhaseProfiles {
  gateways: ProfileSnapshot[];
  workers: ProfileSnapshot[];
  /** CPU of this database's Postgres backends, when it can be read. */
  postgresCpuMs: number | undefined;
  /** CPU of the Redis server (all of it: the benchmark's is the only load on it), when it can be read. */
  redisCpuMs: number | undefined;
  /** CPU of the benchmark's own process (the students' and teachers' sockets), over the phase. */
  loadCpuMs: number;
  /** The share of the machine's CPU time (every core, every process) that was busy over the phase, when it can be read. */
  machineBusy: number | undefined;
  /** Wall time of the phase. */
  wallMs: number;
}

function merge(snapshots: readonly ProfileSnapshot[]): { phases: Map<string, PhaseTotal>; cpuMs: number } {
  const phases = new Map<string, PhaseTotal>();
  let cpuMs = 0;
  for (const s of snapshots) {
    cpuMs += s.cpuMs;
    for (const [name, t] of Object.entries(s.phases)) {
      const into = phases.get(name);
      if (into) {
        into.count += t.count;
        into.totalMs += t.totalMs;
        into.maxMs = Math.max(into.maxMs, t.maxMs);
      } else phases.set(name, { ...t });
    }
  }
  return { phases, cpuMs };
}

/** The rows printed, in this order; a phase nobody measured is left out. Indented names are parts of the one above. */
const GATEWAY_ROWS: [string, string][] = [
  ['send.total', 'chat:send handled, until the acknowledgement'],
  ['send.authorize', '  policy check and rate limit'],
  ['chat.append', '  append transaction (begin to commit)'],
  ['chat.append.events', '    thread lock and event insert'],
  ['chat.append.projections', '    projections (chat_threads, chat_messages)'],
  ['chat.append.after-write', '    jobs and activity recorded with it (outbox)'],
  ['send.activity-and-xp', '  activity and its XP (before: waiting for the XP job)'],
  ['chat.publish', '  push to rooms (thread, teachers, parents)'],
  ['outbox.hand-over', 'a send hands its jobs to the queue after the commit'],
  ['outbox.claim', 'outbox relay: claim new rows'],
  ['outbox.deliver', 'outbox relay: hand new rows to BullMQ'],
  ['outbox.claim-checks', 'outbox relay: claim jobs to check on'],
  ['outbox.check', 'outbox relay: check on one job in the queue (each in a turn)'],
];
const WORKER_ROWS: [string, string][] = [
  ['job.tutor.reply', 'tutor.reply job'],
  ['tutor.find-message', '  find the message, an earlier reply and the conversation'],
  ['tutor.screen-and-read', '  verses and knowledge notes (the safety screen runs beside them and the model)'],
  ['tutor.model-stream', '  the model streaming (tokens pushed to the room once the screen has answered)'],
  ['chat.append', '  reply append transaction'],
  ['chat.publish', '  push the reply to rooms'],
  ['job.xp.award', 'xp.award job (the grant, then the judging)'],
  ['xp.grant-and-standing', '  the grant and the judging\'s read (one round trip)'],
  ['job.gamification.apply', 'gamification.apply job (judging without a grant)'],
  ['gamification.judge', '  badge and challenge judging (in either job)'],
  ['gamification.standing', '    the learner, the day\'s totals and the badge standing (one read; xp.award reads it with its grant)'],
  ['gamification.challenges', '    daily challenges'],
  ['gamification.badges', '    badges'],
  ['job.mark-done', 'outbox row marked done (every job)'],
  ['job.tutor.reply.queued', 'tutor.reply: waiting in the queue'],
  ['job.xp.award.queued', 'xp.award: waiting in the queue'],
  ['job.gamification.apply.queued', 'gamification.apply: waiting in the queue'],
];

/** Print where the time went, per message sent in the phase. */
export function printProfile(title: string, messages: number, p: PhaseProfiles): void {
  const per = (v: number) => num(v / Math.max(1, messages), 2);
  console.log(`  profile of ${title} (${messages} messages; wall-clock ms, summed over processes; parts overlap their whole):`);
  console.log('    | where | calls | ms per message | ms per call | max ms |');
  console.log('    |---|---|---|---|---|');
  const table = (label: string, rows: [string, string][], merged: ReturnType<typeof merge>) => {
    console.log(`    | **${label}** | | | | |`);
    for (const [key, words] of rows) {
      const t = merged.phases.get(key);
      if (!t) continue;
      console.log(`    | ${words.replace(/^( +)/, (s) => '\u00a0'.repeat(s.length * 2))} | ${t.count} | ${per(t.totalMs)} | ${num(t.totalMs / t.count, 2)} | ${num(t.maxMs, 1)} |`);
    }
  };
  const gateways = merge(p.gateways);
  const workers = merge(p.workers);
  table(`gateways (${p.gateways.length})`, GATEWAY_ROWS, gateways);
  table(`workers (${p.workers.length})`, WORKER_ROWS, workers);
  const seconds = p.wallMs / 1000;
  console.log(
    `    CPU per message: gateways ${per(gateways.cpuMs)} ms, workers ${per(workers.cpuMs)} ms` +
      (p.postgresCpuMs === undefined ? '' : `, Postgres backends ${per(p.postgresCpuMs)} ms`) +
      (p.redisCpuMs === undefined ? '' : `, Redis ${per(p.redisCpuMs)} ms`) +
      ` (of the phase's ${num(seconds, 1)} s: gateways ${num(gateways.cpuMs / 10 / seconds, 0)}%, workers ${num(workers.cpuMs / 10 / seconds, 0)}%` +
      (p.postgresCpuMs === undefined ? '' : `, Postgres ${num(p.postgresCpuMs / 10 / seconds, 0)}%`) +
      (p.redisCpuMs === undefined ? '' : `, Redis ${num(p.redisCpuMs / 10 / seconds, 0)}%`) +
      ' of one core)',
  );
  console.log(
    `    the load itself (students' and teachers' sockets, this process): ${per(p.loadCpuMs)} ms a message, ${num(p.loadCpuMs / 10 / seconds, 0)}% of one core` +
      (p.machineBusy === undefined ? '' : `; the machine's cores busy ${num(p.machineBusy * 100, 0)}% of the phase`),
  );
}

/** Mean time per call of one phase across processes (NaN when it never ran). */
export function meanOf(snapshots: readonly ProfileSnapshot[], phase: string): number {
  const t = merge(snapshots).phases.get(phase);
  return t ? t.totalMs / t.count : Number.NaN;
}

export const cpuOf = (snapshots: readonly ProfileSnapshot[]) => merge(snapshots).cpuMs;
