import { AppError } from '../../errors';

/** How long a refused sender is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Past what this gateway can keep up with, a new message is refused at once ("busy, try again", 503
 * with Retry-After) instead of queueing behind the others until it times out. A refused message was
 * never accepted, so nothing is lost; an accepted one is stored before it is acknowledged.
 */
export class SendAdmission {
  private inFlight = 0;

  constructor(readonly maxInFlight: number) {}

  /** Take a place for one send, or throw the busy refusal. Call the answer when the send is over. */
  enter(): () => void {
    if (this.inFlight >= this.maxInFlight) {
      throw new AppError(503, 'busy', 'Morah is very busy right now. Please wait a moment and send your message again.', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }, {
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
      });
    }
    this.inFlight++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inFlight--;
    };
  }
}
