/**
 * Where the time per message goes: named phases (`chat.append`, `job.tutor.reply`...) summed in this
 * process, with its CPU time, for `pnpm bench:chat` to divide by the messages it sent. Off unless a
 * process switches it on (`MORAH_PROFILE=1`); off, a timed phase costs one boolean test.
 */
export interface PhaseTotal {
  count: number;
  totalMs: number;
  maxMs: number;
}

export interface ProfileSnapshot {
  /** Wall-clock time spent in each phase (phases may nest and overlap: they are not meant to add up). */
  phases: Record<string, PhaseTotal>;
  /** CPU time this process used since the last reset (user + system), and the wall time it covers. */
  cpuMs: number;
  wallMs: number;
}

export class PhaseProfile {
  enabled = false;
  private phases = new Map<string, PhaseTotal>();
  private cpuFrom = process.cpuUsage();
  private wallFrom = performance.now();

  add(phase: string, ms: number): void {
    if (!this.enabled) return;
    const total = this.phases.get(phase);
    if (total) {
      total.count++;
      total.totalMs += ms;
      if (ms > total.maxMs) total.maxMs = ms;
    } else this.phases.set(phase, { count: 1, totalMs: ms, maxMs: ms });
  }

  /** Time one run of `fn` under `phase` (when it throws too). */
  async time<T>(phase: string, fn: () => Promise<T>): Promise<T> {
    if (!this.enabled) return fn();
    const started = performance.now();
    try {
      return await fn();
    } finally {
      this.add(phase, performance.now() - started);
    }
  }

  /** A stopwatch: call the answer when the phase ends. */
  start(phase: string): () => void {
    if (!this.enabled) return noop;
    const started = performance.now();
    return () => this.add(phase, performance.now() - started);
  }

  snapshot(): ProfileSnapshot {
    const cpu = process.cpuUsage(this.cpuFrom);
    return {
      phases: Object.fromEntries([...this.phases].map(([name, t]) => [name, { ...t }])),
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: performance.now() - this.wallFrom,
    };
  }

  reset(): void {
    this.phases.clear();
    this.cpuFrom = process.cpuUsage();
    this.wallFrom = performance.now();
  }
}

const noop = () => {};

/** This process's profile. */
export const profile = new PhaseProfile();

/** The line a profiled process prints when asked (SIGUSR2), for a benchmark reading its output. */
export const PROFILE_LINE_PREFIX = 'morah-profile ';

/**
 * In a process's entry point, when profiling is on: print the profile as one line on SIGUSR2 and
 * start counting again, so a benchmark can take the figures of exactly its measured load.
 */
export function reportProfileOnSignal(): void {
  profile.enabled = true;
  process.on('SIGUSR2', () => {
    process.stdout.write(`${PROFILE_LINE_PREFIX}${JSON.stringify({ pid: process.pid, ...profile.snapshot() })}\n`);
    profile.reset();
  });
}
