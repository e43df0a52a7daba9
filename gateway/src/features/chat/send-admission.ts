import { AppError } from '../../errors';

/** How long a refused sender is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Past what this gateway can keep up with, a new message is refused at once ("busy, try again", 503
 * with Retry-After) instead of queueing behind the others until it times out. Three limits, whichever
 * comes first: the number of sends in flight; how long the oldest of them has been waiting (a
 * machine of any speed that falls behind shows it there first); and how late this process's event
 * loop runs (`loopLag`): a send that reaches a loop running seconds late has waited that long
 * before anyone saw it, behind other work of the process (the embedded mode's jobs run there too).
 * A refused message was never accepted, so nothing is lost; an accepted one is stored before it is
 * acknowledged.
 */
export class SendAdmission {
  /** When each send in flight began, oldest first (a Map keeps insertion order). */
  private readonly started = new Map<number, number>();
  private nextId = 0;

  constructor(
    readonly maxInFlight: number,
    readonly maxWaitMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = () => performance.now(),
    /** How late the event loop runs now, in ms (see `watchLoopLag`). */
    private readonly loopLag: () => number = () => 0,
  ) {}

  /** Take a place for one send, or throw the busy refusal. Call the answer when the send is over. */
  enter(): () => void {
    const oldest = this.started.values().next();
    if (this.started.size >= this.maxInFlight || (!oldest.done && this.now() - oldest.value > this.maxWaitMs) || this.loopLag() > this.maxWaitMs) {
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

/**
 * How late this process's event loop runs: a timer due every `everyMs` notes how late it fired.
 * The figure is the latest lateness, and while the next tick is overdue, how overdue it is (a loop
 * stuck in one long task shows its lag before the timer can fire). `stop` ends the watch.
 */
export function watchLoopLag(everyMs = 100): { lag: () => number; stop: () => void } {
  let due = performance.now() + everyMs;
  let last = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    last = Math.max(0, now - due);
    due = now + everyMs;
  }, everyMs);
  timer.unref?.();
  return {
    lag: () => Math.max(last, performance.now() - due),
    stop: () => clearInterval(timer),
  };
}
