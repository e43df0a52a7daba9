import { FieldIssue } from '@morah/contracts';
import { ApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** First message per top-level field, from zod issues (client-side or the server's 400 `details`). */
export function fieldErrorsFromIssues(issues: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(issues)) return errors;
  for (const item of issues) {
    const issue = FieldIssue.safeParse(item).data;
    if (!issue) continue;
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field]) continue;
    errors[field] = issue.message;
  }
  return errors;
}

/** Field errors carried by a 400 answer, if any. */
export function fieldErrorsFromError(error: unknown): FieldErrors {
  return error instanceof ApiError && error.status === 400 ? fieldErrorsFromIssues(error.details) : {};
}
