import type { z } from 'zod';
import { AppError } from './errors';

/** Validate input against its contracts schema; a failure is a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
  const first = details[0];
  const message = first ? (first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message) : 'Please check what you sent.';
  throw new AppError(400, 'validation_failed', message, details);
}
