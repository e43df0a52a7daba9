import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();
const RECORD = '/api/learning/record-activity';

describe('POST /api/learning/record-activity', () => {
  it('keeps the activity and answers the XP the server decided, which the account then shows', async () => {
    const { client } = await world.signedIn('student');
    const res = await client.post(RECORD, { activityType: 'chat', duration: 0, xpEarned: 100_000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dailyCapReached: false, message: null, level: 1 });
    expect(res.body.xpAwarded).toBeLessThan(100_000);
    expect(res.body.xp).toBe(res.body.xpAwarded);
    // A badge the activity earns may add its own XP in the background.
    expect((await client.get('/api/auth/me')).body.user.xp).toBeGreaterThanOrEqual(res.body.xp);
  });

  it('refuses more time than has passed since signing in, in words', async () => {
    const { client } = await world.signedIn('student');
    const res = await client.post(RECORD, { activityType: 'study_time', duration: 3600 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Not so fast! You signed in less than a minute ago. Keep learning, and save your time a little later.');
    expect(res.body.error.details[0]).toMatchObject({ path: ['duration'], loggableMinutes: 0 });
  });

  it('answers a repeated key with the first activity and pays nothing again', async () => {
    const { client } = await world.signedIn('student');
    const first = await client.post(RECORD, { activityType: 'parsha' }, { 'idempotency-key': 'parsha-key-0001' });
    const again = await client.post(RECORD, { activityType: 'parsha', idempotencyKey: 'parsha-key-0001' });
    expect(again).toMatchObject({ status: 200, body: { xpAwarded: first.body.xpAwarded, xp: first.body.xp } });
    const changed = await client.post(RECORD, { activityType: 'chat', idempotencyKey: 'parsha-key-0001' });
    expect(changed).toMatchObject({ status: 409, body: { error: { message: 'That activity was already saved with different details. Please try again.' } } });
    const differ = await client.post(RECORD, { activityType: 'chat', idempotencyKey: 'other-key-0002' }, { 'idempotency-key': 'parsha-key-0001' });
    expect(differ).toMatchObject({ status: 400, body: { error: { message: 'The Idempotency-Key header and idempotencyKey differ: send one key.' } } });
  });

  it('names what is wrong with a kind, a duration or a key', async () => {
    const { client } = await world.signedIn('student');
    for (const [body, message] of [
      [{ activityType: 'sleep' }, 'Activity type must be one of: chat, coloring, parsha, study_time.'],
      [{}, 'Activity type must be one of: chat, coloring, parsha, study_time.'],
      [{ activityType: 'chat', duration: -1 }, 'Duration cannot be negative.'],
      [{ activityType: 'chat', duration: 4 * 3600 + 1 }, 'One activity can last at most 4 hours.'],
      [{ activityType: 'chat', duration: '60' }, 'Duration should be a number.'],
      [{ activityType: 'chat', duration: 1.5 }, 'Duration is a whole number of seconds.'],
      [{ activityType: 'chat', idempotencyKey: 'short' }, 'The idempotency key must be at least 8 characters.'],
    ] as const) {
      expect(await client.post(RECORD, body), message).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', message } } });
    }
    expect(await client.post(RECORD, { activityType: 'chat' }, { 'idempotency-key': 'has spaces in it' })).toMatchObject({ status: 400, body: { error: { message: 'The idempotency key may use only letters, digits and - _ . :' } } });
  });

  it('is for students only', async () => {
    for (const role of ['teacher', 'parent'] as const) {
      const { client } = await world.signedIn(role);
      expect(await client.post(RECORD, { activityType: 'chat' })).toMatchObject({ status: 403, body: { error: { message: 'Only students can do that.' } } });
    }
    expect((await world.anonymous().post(RECORD, { activityType: 'chat' })).status).toBe(401);
  });
});
