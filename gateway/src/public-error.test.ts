import { describe, expect, it } from 'vitest';
import { publicError } from './public-error';

const pgError = (code: string) => Object.assign(new Error('from Postgres'), { code });

describe('what a person is told about a failure', () => {
  it('answers a deadlock or a serialization failure with a 503 that says to try again in a second, not a 500', () => {
    for (const code of ['40P01', '40001', '55P03']) {
      const answer = publicError(pgError(code));
      expect(answer?.status, code).toBe(503);
      expect(answer?.headers).toEqual({ 'retry-after': '1' });
      expect(answer?.message).toMatch(/try again/);
    }
  });

  it('answers a refused value with a 400 and the database away with a 503 after 3 seconds', () => {
    expect(publicError(pgError('22P05'))?.status).toBe(400);
    expect(publicError(pgError('ECONNREFUSED'))?.headers).toEqual({ 'retry-after': '3' });
  });

  it('leaves anything else to the hidden 500', () => {
    expect(publicError(pgError('23505'))).toBeUndefined();
    expect(publicError(new TypeError('a bug'))).toBeUndefined();
  });
});
