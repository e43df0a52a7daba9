import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();

describe('PATCH /api/auth/reading-schedule', () => {
  it('switches the weekly reading to Israel’s and back, and the account keeps it', async () => {
    const { client } = await world.signedIn('parent');
    expect((await client.get('/api/auth/me')).body.user.readingSchedule).toBe('diaspora');
    const israel = await client.patch('/api/auth/reading-schedule', { schedule: 'israel' });
    expect(israel.status).toBe(200);
    expect(israel.body.user.readingSchedule).toBe('israel');
    expect((await client.get('/api/auth/me')).body.user.readingSchedule).toBe('israel');
    expect((await client.patch('/api/auth/reading-schedule', { schedule: 'diaspora' })).body.user.readingSchedule).toBe('diaspora');
  });

  it('names the two schedules when given another, and when given none', async () => {
    const { client } = await world.signedIn('student');
    const other = await client.patch('/api/auth/reading-schedule', { schedule: 'moon' });
    expect(other).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', message: 'Schedule must be one of: diaspora, israel.' } } });
    const none = await client.patch('/api/auth/reading-schedule', {});
    expect(none).toMatchObject({ status: 400, body: { error: { message: 'Schedule must be one of: diaspora, israel.' } } });
  });

  it('asks a visitor to sign in', async () => {
    expect((await world.anonymous().patch('/api/auth/reading-schedule', { schedule: 'israel' })).status).toBe(401);
  });
});
