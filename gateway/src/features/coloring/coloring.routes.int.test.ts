import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();
const drawing = (inside = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#e53935"/>${inside}</svg>`;
const { mine, other } = world.twoFamilies();

describe('POST /api/coloring', () => {
  it('saves a learner’s drawing without anything that could run, and pays the coloring XP', async () => {
    const res = await mine.student.client.post('/api/coloring', { letter: 'alef', svgData: drawing('<script>alert(1)</script>'), colors: { 'alef-1': '#e53935' } });
    expect(res.status).toBe(201);
    expect(res.body.artwork).toMatchObject({ letter: 'alef', colors: { 'alef-1': '#e53935' } });
    expect(res.body.artwork.svgData).toContain('<rect');
    expect(res.body.artwork.svgData).not.toContain('script');
    expect(res.body.xpAwarded).toBeGreaterThan(0);
    expect(res.body.xp).toBe(res.body.xpAwarded);
  });

  it('names a wrong letter, a bad colour or an empty drawing in words', async () => {
    for (const [body, message] of [
      [{ letter: 'omega', svgData: drawing() }, 'Pick one of the 12 letters of the coloring book.'],
      [{ letter: 'bet', svgData: '' }, 'The drawing is empty.'],
      [{ letter: 'bet', svgData: drawing(), colors: { 'bet-1': 'red' } }, 'A colour is written like #ff8800.'],
      [{ letter: 'bet', svgData: 'x'.repeat(201 * 1024) }, 'That drawing is too big to save (200 KB at most).'],
      [{ letter: 'bet', svgData: 'not a picture' }, 'That drawing could not be read. Please try saving it again.'],
    ] as const) {
      expect(await mine.student.client.post('/api/coloring', body), message).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', message } } });
    }
  });

  it('asks a visitor to sign in', async () => {
    expect((await world.anonymous().post('/api/coloring', { letter: 'alef', svgData: drawing() })).status).toBe(401);
  });
});

describe('GET /api/coloring/:userId', () => {
  it('shows the learner, their teacher and their parent the newest drawings first', async () => {
    await mine.student.client.post('/api/coloring', { letter: 'gimel', svgData: drawing() });
    for (const viewer of [mine.student, mine.teacher, mine.parent]) {
      const res = await viewer.client.get(`/api/coloring/${mine.student.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.artwork.map((a: { letter: string }) => a.letter)).toEqual(['gimel', 'alef']);
    }
    expect((await mine.parent.client.get(`/api/coloring/${mine.student.user.id}?limit=1`)).body.artwork).toHaveLength(1);
  });

  it('answers another family’s child as a missing one', async () => {
    const missing = await other.parent.client.get('/api/coloring/2000000000');
    expect(missing.status).toBe(404);
    for (const viewer of [other.student, other.teacher, other.parent]) {
      expect(await viewer.client.get(`/api/coloring/${mine.student.user.id}`)).toMatchObject({ status: 404, body: missing.body });
    }
    expect((await world.anonymous().get(`/api/coloring/${mine.student.user.id}`)).status).toBe(401);
  });

  it('refuses a limit out of range and an id that is not one, in words', async () => {
    expect(await mine.parent.client.get(`/api/coloring/${mine.student.user.id}?limit=31`)).toMatchObject({ status: 400, body: { error: { message: 'Limit can be at most 30.' } } });
    expect(await mine.parent.client.get(`/api/coloring/${mine.student.user.id}?limit=0`)).toMatchObject({ status: 400, body: { error: { message: 'Limit must be at least 1.' } } });
    expect(await mine.parent.client.get('/api/coloring/0')).toMatchObject({ status: 400, body: { error: { message: 'That is not a learner id.' } } });
  });
});
