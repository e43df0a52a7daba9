import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorsFromError, fieldErrorsFromIssues } from './field-errors';

const badRequest = (details: unknown) =>
  new ApiError(400, 'Bad Request', JSON.stringify({ error: { code: 'validation_failed', message: 'Please check what you sent.', details } }));

describe('field errors', () => {
  it('keeps the first message for each top-level field', () => {
    const issues = [
      { path: ['username'], message: 'Someone already has that username.' },
      { path: ['username'], message: 'A second word about it.' },
      { path: ['password', 0], message: 'A password needs 8 letters.' },
      { path: [], message: 'Not about one field.' },
    ];
    expect(fieldErrorsFromIssues(issues)).toEqual({ username: 'Someone already has that username.', password: 'A password needs 8 letters.' });
    expect(fieldErrorsFromError(badRequest(issues))).toEqual({ username: 'Someone already has that username.', password: 'A password needs 8 letters.' });
  });

  it('ignores malformed details', () => {
    const details = [null, 'username', { path: 'username', message: 'Not a path.' }, { path: ['username'] }, { path: ['username'], message: 7 }, { path: ['classCode'], message: 'No class has that code.' }];
    expect(fieldErrorsFromError(badRequest(details))).toEqual({ classCode: 'No class has that code.' });
    expect(fieldErrorsFromError(badRequest({ username: 'Taken' }))).toEqual({});
    expect(fieldErrorsFromError(new ApiError(409, 'Conflict', ''))).toEqual({});
  });
});
