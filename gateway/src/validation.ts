import { type FieldIssue, type IssueLike, issueSentence } from '@morah/contracts';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Validation problems as the 400 the API answers: the first problem as a sentence a person
 * understands, every bad field with its own sentence in `details`. `input` is what was validated.
 */
export function issuesError(issues: readonly IssueLike[], input: unknown): AppError {
  const details: FieldIssue[] = issues.map((issue) => ({ path: issue.path.map(String), message: issueSentence(issue, input) }));
  return new AppError(400, 'validation_failed', details[0]?.message ?? 'Please check what you sent.', details);
}

/** A zod failure as the API's 400 (see issuesError). */
export function validationError(error: z.ZodError, input: unknown): AppError {
  return issuesError(error.issues as readonly IssueLike[], input);
}
