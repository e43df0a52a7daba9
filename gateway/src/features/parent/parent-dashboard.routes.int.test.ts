import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();
const { mine, other } = world.twoFamilies(['Ayala', 'Boaz']);

const dashboardOf = (id: number | string, query = '') => `/api/parent/children/${id}/dashboard${query}`;

describe('GET /api/parent/children/:id/dashboard', () => {
  it('shows a parent their linked child, with sample figures until the child has learned anything', async () => {
    const res = await mine.parent.client.get(dashboardOf(mine.student.user.id, '?tz=America/New_York'));
    expect(res.status).toBe(200);
    expect(res.body.dashboard).toMatchObject({ child: { id: mine.student.user.id, firstName: 'Ayala' }, timeZone: 'America/New_York', level: 1, xp: 0, hasData: false, totalBadges: 0 });
    expect(res.body.dashboard.weeklyMinutes).toHaveLength(7);
  });

  it('is for parents only: the child and their teacher are refused by role', async () => {
    for (const viewer of [mine.student, mine.teacher]) {
      expect(await viewer.client.get(dashboardOf(mine.student.user.id))).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: 'Only parents can do that.' } } });
    }
  });

  it('answers another family’s child as a missing one', async () => {
    const missing = await mine.parent.client.get(dashboardOf(2_000_000_000));
    expect(missing).toMatchObject({ status: 404, body: { error: { message: 'We could not find that learner.' } } });
    expect(await mine.parent.client.get(dashboardOf(other.student.user.id))).toMatchObject({ status: 404, body: missing.body });
  });

  it('asks a visitor to sign in', async () => {
    expect((await world.anonymous().get(dashboardOf(mine.student.user.id))).status).toBe(401);
  });

  it('refuses an id that is not a child’s, in words', async () => {
    expect(await mine.parent.client.get(dashboardOf(-1))).toMatchObject({ status: 400, body: { error: { message: 'That is not a child id.' } } });
    expect(await mine.parent.client.get(dashboardOf('ayala'))).toMatchObject({ status: 400, body: { error: { message: 'Id should be a number.' } } });
  });
});
