import { z } from 'zod';

/** Every error code the API can answer with. The web turns each into a message a child understands. */
export const ErrorCode = z.enum([
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'csrf_refused',
  'not_found',
  'conflict',
  'rate_limited',
  'invalid_credentials',
  'invalid_class_code',
  'invalid_link_code',
  'username_taken',
  'payload_too_large',
  'tutor_unavailable',
  /** Morah cannot reach its database or queue for a moment: try again shortly (503 with Retry-After). */
  'unavailable',
  /** Morah is too busy to take this now (two writes for the same person met, or more sends than it can keep up with); nothing was kept: try again shortly (503 with Retry-After). */
  'busy',
  'payment_unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** One bad field of a `validation_failed` answer, in its `details`: where the field is and a sentence about it. */
export const FieldIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/** Socket acknowledgements use the same error shape as REST. */
export type Ack<T> = { ok: true; data: T } | { ok: false; error: ErrorBody['error'] };
