// Where the CPU per message goes: each process's CPU over one phase, divided by its messages.
import { num } from './figures';

export interface PhaseProfiles {
  /** CPU milliseconds each gateway process used over the phase (the embedded process counts as a gateway). */
  gateways: number[];
  /** CPU milliseconds each worker process used over the phase. */
  workers: number[];
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

export const cpuOf = (processes: readonly number[]) => processes.reduce((a, b) => a + b, 0);

/** CPU milliseconds per message by process kind: what `pnpm bench:compare` sets side by side. */
export function cpuPerMessage(messages: number, p: PhaseProfiles) {
  const per = (v: number | undefined) => (v === undefined ? undefined : v / Math.max(1, messages));
  return { gateways: per(cpuOf(p.gateways))!, workers: per(cpuOf(p.workers))!, postgres: per(p.postgresCpuMs), redis: per(p.redisCpuMs) };
}

/** Print the CPU per message sent in the phase, by process. */
export function printProfile(title: string, messages: number, p: PhaseProfiles): void {
  const per = (v: number) => num(v / Math.max(1, messages), 2);
  const seconds = p.wallMs / 1000;
  const share = (v: number) => num(v / 10 / seconds, 0);
  const gateways = cpuOf(p.gateways);
  const workers = cpuOf(p.workers);
  console.log(
    `  CPU per message over ${title} (${messages} messages): gateways ${per(gateways)} ms, workers ${per(workers)} ms` +
      (p.postgresCpuMs === undefined ? '' : `, Postgres backends ${per(p.postgresCpuMs)} ms`) +
      (p.redisCpuMs === undefined ? '' : `, Redis ${per(p.redisCpuMs)} ms`) +
      ` (of the phase's ${num(seconds, 1)} s: gateways ${share(gateways)}%, workers ${share(workers)}%` +
      (p.postgresCpuMs === undefined ? '' : `, Postgres ${share(p.postgresCpuMs)}%`) +
      (p.redisCpuMs === undefined ? '' : `, Redis ${share(p.redisCpuMs)}%`) +
      ' of one core)',
  );
  console.log(
    `    the load itself (students' and teachers' sockets, this process): ${per(p.loadCpuMs)} ms a message, ${share(p.loadCpuMs)}% of one core` +
      (p.machineBusy === undefined ? '' : `; the machine's cores busy ${num(p.machineBusy * 100, 0)}% of the phase`),
  );
}
