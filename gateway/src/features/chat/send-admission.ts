import { AppError } from '../../errors';

/** How long a refused sender is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Past what this gateway can keep up with, a new message is refused at once ("busy, try again", 503
 * with Retry-After) instead of queueing behind the others until it times out. Two limits, whichever
 * comes first: the number of sends in flight, and how long the oldest of them has been waiting (a
 * machine of any speed that falls behind shows it there first). A refused message was never accepted,
 * so nothing is lost; an accepted one is stored before it is acknowledged.
 */
export class SendAdmission {
  /** When each send in flight began, oldest first (a Map keeps insertion order). */
  private readonly started = new Map<number, number>();
  private nextId = 0;

  constructor(
    readonly maxInFlight: number,
    readonly maxWaitMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Take a place for one send, or throw the busy refusal. Call the answer when the send is over. */
  enter(): () => void {
    const oldest = this.started.values().next();
    if (this.started.size >= this.maxInFlight || (!oldest.done && this.now() - oldest.value > this.maxWaitMs)) {
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
