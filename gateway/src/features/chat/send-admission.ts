import { AppError } from '../../errors';

/** How long a refused sender is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Past what this gateway can keep up with, a new message is refused at once ("busy, try again", 503
 * with Retry-After) instead of queueing behind the others. Three limits, whichever comes first: the
 * number of sends in flight; how long the oldest of them has been waiting (a machine of any speed
 * that falls behind shows it there first); and how late this process's event loop runs
 * (`loopLag`, see `watchLoopLag`): sends read in a burst wait, unseen by the first two limits, while
 * the loop handles the ones before them (and, in the embedded mode, the jobs' work), so past
 * `maxLoopLagMs` the rest of the burst is refused and the loop catches up. A refused message was
 * never accepted, so nothing is lost; an accepted one is stored before it is acknowledged.
 */
export class SendAdmission {
  /** When each send in flight began, oldest first (a Map keeps insertion order). */
  private readonly started = new Map<number, number>();
  private nextId = 0;

  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly loopLag: () => number;
  private readonly maxLoopLagMs: number;

  constructor(
    private readonly maxInFlight: number,
    options: {
      maxWaitMs?: number;
      /** How late the event loop runs now, in ms (see `watchLoopLag`), and how late it may run. */
      loopLag?: () => number;
      maxLoopLagMs?: number;
      now?: () => number;
    } = {},
  ) {
    this.maxWaitMs = options.maxWaitMs ?? Number.POSITIVE_INFINITY;
    this.now = options.now ?? (() => performance.now());
    this.loopLag = options.loopLag ?? (() => 0);
    this.maxLoopLagMs = options.maxLoopLagMs ?? Number.POSITIVE_INFINITY;
  }

  /** Take a place for one send, or throw the busy refusal. Call the answer when the send is over. */
  enter(): () => void {
    const oldest = this.started.values().next();
    if (this.started.size >= this.maxInFlight || (!oldest.done && this.now() - oldest.value > this.maxWaitMs) || this.loopLag() > this.maxLoopLagMs) {
      throw new AppError(503, 'busy', 'Morah is very busy right now. Please wait a moment and send your message again.', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }, {
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
      });
    }
    const id = this.nextId++;
    this.started.set(id, this.now());
    return () => {
      this.started.delete(id);
    };
  }
}

/** The CPU time this process has used, in ms (its threads together: the event loop's is most of it). */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * How late this process's event loop runs: a timer is due every `everyMs`, and `lag` is how long
 * past due it is now, while the process has spent that long working (its CPU time since the last
 * tick, beyond the interval). While the loop works through a backlog (a burst of sends read at once,
 * each handled before the timer can fire) the figure grows with every send handled; once the loop
 * has come round to its timers it starts from nothing again, so a send that arrives after one long
 * task is not held to it. A process the machine left waiting for a core (a busy machine, not a busy
 * process) has not spent the time working, and is not late by this count. `stop` ends the watch.
 */
export function watchLoopLag(everyMs = 100, cpu: () => number = cpuMs): { lag: () => number; stop: () => void } {
  let tickAt = performance.now();
  let cpuAtTick = cpu();
  const timer = setInterval(() => {
    tickAt = performance.now();
    cpuAtTick = cpu();
  }, everyMs);
  timer.unref?.();
  return {
    lag: () => {
      const late = performance.now() - tickAt - everyMs;
      return late > 0 ? Math.max(0, Math.min(late, cpu() - cpuAtTick - everyMs)) : 0;
    },
    stop: () => clearInterval(timer),
  };
}
