import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors';
import { BUSY_RETRY_AFTER_SECONDS, SendAdmission, watchLoopLag } from './send-admission';

describe('SendAdmission', () => {
  it('takes sends up to its limit, refuses the next at once as busy with Retry-After, and takes one again when a place is free', () => {
    const admission = new SendAdmission(2);
    const first = admission.enter();
    admission.enter();
    let refusal: unknown;
    try {
      admission.enter();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 503, code: 'busy', headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
    expect((refusal as Error).message).toMatch(/busy.*send your message again/);
    first();
    first(); // leaving twice frees one place only
    expect(() => admission.enter()).not.toThrow();
    expect(() => admission.enter()).toThrow(AppError);
  });

  it('refuses a new send while the oldest one in flight has waited longer than the limit, and takes sends again once it is done', () => {
    let now = 0;
    const admission = new SendAdmission(100, { maxWaitMs: 2000, now: () => now });
    const slow = admission.enter();
    now = 1500;
    const quick = admission.enter();
    quick();
    now = 2001;
    // Far below the count limit, yet the slow send shows the gateway has fallen behind.
    expect(() => admission.enter()).toThrow(AppError);
    slow();
    expect(() => admission.enter()).not.toThrow();
  });

  it('refuses a new send while the event loop runs later than its own limit, with nothing in flight, and takes sends again once it catches up', () => {
    let lag = 0;
    const admission = new SendAdmission(100, { maxWaitMs: 5000, loopLag: () => lag, maxLoopLagMs: 250 });
    lag = 300; // far under the wait allowed a send in flight: the loop's limit is its own
    expect(() => admission.enter()).toThrow(AppError);
    lag = 40;
    expect(() => admission.enter()).not.toThrow();
  });
});

/** One long task: the loop runs nothing else until this process has worked `ms` of CPU time (a busy machine may make that take longer). */
function holdTheLoop(ms: number) {
  const start = process.cpuUsage();
  for (;;) {
    const { user, system } = process.cpuUsage(start);
    if ((user + system) / 1000 >= ms) return;
  }
}

describe('watchLoopLag', () => {
  it('reports how late the loop runs while it is held up, and little once it runs freely', async () => {
    const watch = watchLoopLag(20);
    try {
      holdTheLoop(300);
      expect(watch.lag()).toBeGreaterThanOrEqual(250);
      await vi.waitFor(() => expect(watch.lag()).toBeLessThan(250), { timeout: 30_000 });
    } finally {
      watch.stop();
    }
  });

  it('starts from nothing once the loop has come round to its timers: a send after one long task is not held to it', async () => {
    const watch = watchLoopLag(20);
    try {
      holdTheLoop(300);
      expect(watch.lag()).toBeGreaterThanOrEqual(250);
      // The next timer to run comes after the watch's own, which was due long before it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(watch.lag()).toBeLessThan(250);
    } finally {
      watch.stop();
    }
  });

  it('does not count time the process spent waiting for a core: a busy machine is not a busy process', () => {
    const watch = watchLoopLag(20, () => 0); // no CPU time passes, as for a process the machine left waiting
    try {
      const until = performance.now() + 300;
      while (performance.now() < until);
      expect(watch.lag()).toBe(0);
    } finally {
      watch.stop();
    }
  });
});
