import type { Ack } from '@morah/contracts';
import type { z } from 'zod';
import { publicError } from '../public-error';
import { validationError } from '../validation';

/**
 * A failed socket request, answered the way REST answers it: the same codes and sentences (a
 * database away is `unavailable`, "try again in a moment"); `logged` is false for a bug, which the
 * caller logs, answered as `internal`.
 */
export function ackError<T>(error: unknown): { ack: Ack<T>; logged: boolean } {
  const known = publicError(error);
  if (known) return { ack: { ok: false, error: { code: known.code, message: known.message } }, logged: true };
  return { ack: { ok: false, error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }, logged: false };
}

/** A payload its schema refused, answered as REST's 400 would be. */
export function ackInvalid<T>(error: z.ZodError, payload: unknown): Ack<T> {
  const refused = validationError(error, payload);
  return { ok: false, error: { code: refused.code, message: refused.message } };
}
