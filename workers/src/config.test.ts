import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from './config';

const needed = { DATABASE_URL: 'postgres://localhost/morah', REDIS_URL: 'redis://localhost:6379' };

describe('the workers\' configuration', () => {
  it('takes fewer turns at the database once the machine is 80% busy, unless told otherwise', () => {
    expect(loadWorkerConfig(needed).WORKER_YIELD_AT).toBe(0.8);
    expect(loadWorkerConfig({ ...needed, WORKER_YIELD_AT: '1' }).WORKER_YIELD_AT).toBe(1);
    expect(loadWorkerConfig({ ...needed, WORKER_YIELD_AT: '' }).WORKER_YIELD_AT).toBe(0.8);
  });

  it('refuses a share of the machine it cannot use, naming the setting', () => {
    expect(() => loadWorkerConfig({ ...needed, WORKER_YIELD_AT: '2' })).toThrow(/WORKER_YIELD_AT/);
    expect(() => loadWorkerConfig({ ...needed, WORKER_YIELD_AT: 'half' })).toThrow(/WORKER_YIELD_AT/);
  });
});
