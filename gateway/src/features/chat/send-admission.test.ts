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
});
