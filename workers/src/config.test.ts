import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from './config';

const needed = { DATABASE_URL: 'postgres://localhost/morah', REDIS_URL: 'redis://localhost:6379' };

describe('the workers\' configuration', () => {
  it('keeps ten connections to Postgres unless told otherwise', () => {
    expect(loadWorkerConfig(needed).DATABASE_POOL_SIZE).toBe(10);
    expect(loadWorkerConfig({ ...needed, DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(loadWorkerConfig({ ...needed, DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBe(10);
  });

  it('refuses a pool size it cannot use, naming the setting', () => {
    expect(() => loadWorkerConfig({ ...needed, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadWorkerConfig({ ...needed, DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
