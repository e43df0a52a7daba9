import { beforeAll, describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();
const { mine, other } = world.twoFamilies(['Ayala', 'Boaz']);

beforeAll(async () => {
  const activity = await mine.student.client.post('/api/learning/record-activity', { activityType: 'chat' });
  if (activity.status !== 200) throw new Error(`activity: ${JSON.stringify(activity.body)}`);
});

const progressOf = (id: number, query = '') => `/api/learners/${id}/progress${query}`;

describe('GET /api/learners/:id/progress', () => {
  it('shows the learner, their teacher and their parent the same real figures', async () => {
    for (const viewer of [mine.student, mine.teacher, mine.parent]) {
      const res = await viewer.client.get(progressOf(mine.student.user.id));
      expect(res.status).toBe(200);
      expect(res.body.progress).toMatchObject({ child: { id: mine.student.user.id, firstName: 'Ayala' }, hasData: true, sessions: { totalActivities: 1 }, timeZone: 'UTC' });
      expect(res.body.progress.recentActivity.map((a: { kind: string }) => a.kind)).toEqual(['chat']);
      expect(res.body.quizzes).toEqual({ attempts: 0, averageScore: null, subjects: [] });
    }
  });

  it('counts the days in the time zone asked for, and in UTC for one it does not know', async () => {
    const jerusalem = await mine.parent.client.get(progressOf(mine.student.user.id, '?tz=Asia/Jerusalem'));
    expect(jerusalem.body.progress.timeZone).toBe('Asia/Jerusalem');
    const unknown = await mine.parent.client.get(progressOf(mine.student.user.id, '?tz=Mars/Olympus'));
    expect(unknown.status).toBe(200);
    expect(unknown.body.progress.timeZone).toBe('UTC');
  });

  it('answers another family’s child as a missing one, holding nothing of them', async () => {
    const missing = await mine.teacher.client.get(progressOf(2_000_000_000));
    expect(missing).toMatchObject({ status: 404, body: { error: { message: 'We could not find that learner.' } } });
    for (const viewer of [mine.student, mine.teacher, mine.parent]) {
      const res = await viewer.client.get(progressOf(other.student.user.id));
      expect(res).toMatchObject({ status: 404, body: missing.body });
    }
  });

  it('asks a visitor to sign in', async () => {
    expect((await world.anonymous().get(progressOf(mine.student.user.id))).status).toBe(401);
  });

  it('refuses an id that is not a child’s and a time zone too long to be one', async () => {
    expect(await mine.parent.client.get(progressOf(0))).toMatchObject({ status: 400, body: { error: { message: 'That is not a child id.' } } });
    const long = await mine.parent.client.get(progressOf(mine.student.user.id, `?tz=${'A'.repeat(65)}`));
    expect(long).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', message: 'Tz can be at most 64 characters long.' } } });
  });
});
