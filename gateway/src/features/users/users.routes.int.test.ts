import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();
const { mine, other } = world.twoFamilies(['Ayala', 'Boaz']);

describe('GET /api/users/:id', () => {
  it('shows a learner their whole account, with the link code a parent needs', async () => {
    const res = await mine.student.client.get(`/api/users/${mine.student.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: mine.student.user.id, firstName: 'Ayala', role: 'student', xp: 0, level: 1, linkCode: mine.student.user.link_code });
  });

  it('shows the learner’s teacher and parent a summary without the link code', async () => {
    for (const viewer of [mine.teacher, mine.parent]) {
      const res = await viewer.client.get(`/api/users/${mine.student.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({ id: mine.student.user.id, username: mine.student.user.username, firstName: 'Ayala', lastName: 'student', xp: 0, level: 1 });
    }
  });

  it('answers another family’s child exactly as a missing id', async () => {
    const missing = await mine.parent.client.get('/api/users/2000000000');
    expect(missing.status).toBe(404);
    for (const viewer of [mine.student, mine.teacher, mine.parent]) {
      const res = await viewer.client.get(`/api/users/${other.student.user.id}`);
      expect(res).toMatchObject({ status: 404, body: missing.body });
      expect(JSON.stringify(res.body)).not.toContain('Boaz');
    }
  });

  it('asks a visitor to sign in', async () => {
    const res = await world.anonymous().get(`/api/users/${mine.student.user.id}`);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please log in first.');
  });

  it('refuses an id that is not a positive whole number, in words', async () => {
    const said = { abc: 'Id should be a number.', '1.5': 'Id should be a whole number.', '0': 'That is not a user id.', '-3': 'That is not a user id.' };
    for (const [id, message] of Object.entries(said)) {
      const res = await mine.student.client.get(`/api/users/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.error, id).toMatchObject({ code: 'validation_failed', message });
    }
  });
});
