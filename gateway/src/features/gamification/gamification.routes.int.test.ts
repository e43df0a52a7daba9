import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();
const { mine, other } = world.twoFamilies();
const badgeId = async (key: string) => (await world.db.selectFrom('badges').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

describe('GET /api/badges', () => {
  it('lists every badge with its criterion in words, to anyone', async () => {
    const res = await world.anonymous().get('/api/badges');
    expect(res.status).toBe(200);
    expect(res.body.badges.find((b: { key: string }) => b.key === 'shalom-friend')).toMatchObject({ name: 'Shalom Friend', criteria: expect.any(String) });
  });
});

describe('POST /api/gamification/award-badge', () => {
  it('gives a badge whose criterion holds, once, and the learner’s family sees it', async () => {
    const { student } = mine;
    // 100 XP earned already: High Five Hamsa's criterion holds.
    await world.db.updateTable('users').set({ xp: 100 }).where('id', '=', student.user.id).execute();
    const hamsa = await badgeId('high-five-hamsa');
    const res = await student.client.post('/api/gamification/award-badge', { badgeId: hamsa, activityType: 'xp' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ badge: { id: hamsa, name: 'High Five Hamsa' }, xpGained: 10 });
    expect(await student.client.post('/api/gamification/award-badge', { badgeId: hamsa, activityType: 'xp' })).toMatchObject({ status: 409, body: { error: { message: 'You already have the High Five Hamsa badge.' } } });

    for (const viewer of [mine.student, mine.teacher, mine.parent]) {
      const badges = await viewer.client.get(`/api/users/${student.user.id}/badges`);
      expect(badges.status).toBe(200);
      expect(badges.body.userBadges.map((b: { badgeId: number }) => b.badgeId)).toEqual([hamsa]);
    }
  });

  it('refuses a badge not yet earned, a Premium one, and one that does not exist, in words', async () => {
    const { client } = other.student;
    const notYet = await client.post('/api/gamification/award-badge', { badgeId: await badgeId('thinking-kippah'), activityType: 'chat' });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.message).toMatch(/^Not yet! .+ to earn Thinking Kippah\.$/);
    expect(await client.post('/api/gamification/award-badge', { badgeId: await badgeId('golden-menorah'), activityType: 'streak' })).toMatchObject({ status: 403, body: { error: { message: 'Golden Menorah is a special badge for Premium members.' } } });
    expect(await client.post('/api/gamification/award-badge', { badgeId: 999_999, activityType: 'chat' })).toMatchObject({ status: 404, body: { error: { message: 'There is no badge with that number.' } } });
    for (const [body, message] of [
      [{ activityType: 'chat' }, 'Which badge? Its number is missing.'],
      [{ badgeId: -1, activityType: 'chat' }, 'That is not a badge number.'],
      [{ badgeId: 1 }, 'Tell us what you did to earn it.'],
      [{ badgeId: 1, activityType: 'x'.repeat(51) }, 'The activity name can be at most 50 characters.'],
    ] as const) {
      expect(await client.post('/api/gamification/award-badge', body), message).toMatchObject({ status: 400, body: { error: { message } } });
    }
    expect((await other.student.client.get(`/api/users/${other.student.user.id}/badges`)).body.userBadges).toEqual([]);
  });

  it('is for students only', async () => {
    expect(await mine.parent.client.post('/api/gamification/award-badge', { badgeId: 1, activityType: 'chat' })).toMatchObject({ status: 403, body: { error: { message: 'Only students can do that.' } } });
    expect((await world.anonymous().post('/api/gamification/award-badge', { badgeId: 1, activityType: 'chat' })).status).toBe(401);
  });
});

describe('GET /api/users/:id/badges', () => {
  it('answers another family’s child as a missing one, and asks a visitor to sign in', async () => {
    const missing = await other.parent.client.get('/api/users/2000000000/badges');
    expect(missing.status).toBe(404);
    for (const viewer of [other.student, other.teacher, other.parent]) expect(await viewer.client.get(`/api/users/${mine.student.user.id}/badges`)).toMatchObject({ status: 404, body: missing.body });
    expect((await world.anonymous().get(`/api/users/${mine.student.user.id}/badges`)).status).toBe(401);
    expect(await mine.parent.client.get('/api/users/0/badges')).toMatchObject({ status: 400, body: { error: { message: 'That is not a user id.' } } });
  });
});

describe('POST /api/gamification/update-streak', () => {
  it('checks the child in once a day, in the zone they live in', async () => {
    const { client } = await world.signedIn('student');
    const first = await client.post('/api/gamification/update-streak', { timeZone: 'Asia/Jerusalem' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ currentStreak: 1, timeZone: 'Asia/Jerusalem' });
    const again = await client.post('/api/gamification/update-streak', {});
    expect(again.body).toMatchObject({ currentStreak: 1, bonusXP: 0 });
    expect((await client.get('/api/gamification/dashboard')).body.loginStreak).toBe(1);
  });

  it('names a streak it does not keep and a zone name too long', async () => {
    expect(await mine.student.client.post('/api/gamification/update-streak', { streakType: 'weekly' })).toMatchObject({ status: 400, body: { error: { message: 'Only the daily check-in streak can be updated.' } } });
    expect(await mine.student.client.post('/api/gamification/update-streak', { timeZone: 'x'.repeat(65) })).toMatchObject({ status: 400, body: { error: { message: 'That time zone name is too long.' } } });
  });

  it('is for students only', async () => {
    expect((await mine.teacher.client.post('/api/gamification/update-streak', {})).status).toBe(403);
    expect((await world.anonymous().post('/api/gamification/update-streak', {})).status).toBe(401);
  });
});

describe('POST /api/gamification/challenge-progress', () => {
  it('moves a challenge only by what really happened today', async () => {
    const { client } = await world.signedIn('student');
    const claimed = await client.post('/api/gamification/challenge-progress', { challengeType: 'coloring_pages', incrementValue: 1000 });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ completed: false, challenge: { type: 'coloring_pages', userProgress: { currentProgress: 0, isCompleted: false } } });
  });

  it('names a challenge that is not one, and a step out of range', async () => {
    expect(await mine.student.client.post('/api/gamification/challenge-progress', { challengeType: 'flying' })).toMatchObject({ status: 400, body: { error: { message: 'Pick one of today’s challenges.' } } });
    expect(await mine.student.client.post('/api/gamification/challenge-progress', { challengeType: 'study_time', incrementValue: 0 })).toMatchObject({ status: 400, body: { error: { message: 'Progress goes up by at least 1.' } } });
    expect(await mine.student.client.post('/api/gamification/challenge-progress', { challengeType: 'study_time', incrementValue: 1001 })).toMatchObject({ status: 400, body: { error: { message: 'Progress can go up by at most 1000 at a time.' } } });
  });

  it('is for students only', async () => {
    expect((await mine.parent.client.post('/api/gamification/challenge-progress', { challengeType: 'study_time' })).status).toBe(403);
    expect((await world.anonymous().post('/api/gamification/challenge-progress', { challengeType: 'study_time' })).status).toBe(401);
  });
});

describe('GET /api/gamification/dashboard', () => {
  it('shows a student their totals, badges and today’s challenges', async () => {
    const res = await mine.student.client.get('/api/gamification/dashboard?tz=America/New_York');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ xp: 110, totalBadges: 1 });
    expect(res.body.dailyChallenges.length).toBeGreaterThan(0);
  });

  it('refuses a zone name too long, and anyone but a student', async () => {
    expect(await mine.student.client.get(`/api/gamification/dashboard?tz=${'x'.repeat(65)}`)).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', message: 'Tz can be at most 64 characters long.' } } });
    expect((await mine.teacher.client.get('/api/gamification/dashboard')).status).toBe(403);
    expect((await world.anonymous().get('/api/gamification/dashboard')).status).toBe(401);
  });
});
