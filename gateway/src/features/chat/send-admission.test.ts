import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { BUSY_RETRY_AFTER_SECONDS, SendAdmission } from './send-admission';

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
    const admission = new SendAdmission(100, 2000, () => now);
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
});
