import { queueSettingsOf } from '@morah/contracts';
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

  it('runs each queue at the shared concurrency unless it has its own, and limits starts a minute only where asked', () => {
    const settings = queueSettingsOf(loadWorkerConfig({ ...needed, WORKER_CONCURRENCY: '6', WORKER_CONCURRENCY_TUTOR: '20', WORKER_TUTOR_JOBS_PER_MINUTE: '300', WORKER_QUIZ_JOBS_PER_MINUTE: '' }));
    expect(settings).toEqual({
      tutor: { concurrency: 20, perMinute: 300 },
      xp: { concurrency: 6 },
      gamification: { concurrency: 6 },
      quiz: { concurrency: 6 },
      privacy: { concurrency: 6 },
    });
    expect(queueSettingsOf(loadWorkerConfig(needed)).xp).toEqual({ concurrency: 8 });
  });

  it('refuses a queue setting it cannot use, naming it', () => {
    expect(() => loadWorkerConfig({ ...needed, WORKER_CONCURRENCY_XP: '0' })).toThrow(/WORKER_CONCURRENCY_XP/);
    expect(() => loadWorkerConfig({ ...needed, WORKER_TUTOR_JOBS_PER_MINUTE: 'lots' })).toThrow(/WORKER_TUTOR_JOBS_PER_MINUTE/);
  });
});
