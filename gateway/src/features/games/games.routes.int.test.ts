import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

const world = injectWorld();
/** Six pairs in six moves and ten seconds: 1000 - 60 - 10. */
const MEMORY_PLAY = { score: 930, timeSpent: 10, moves: 6 };

describe('POST /api/games/:gameId/results', () => {
  it('judges the play, pays the memory game’s 50 XP twice a day, and then no more', async () => {
    const { client } = await world.signedIn('student');
    const first = await client.post('/api/games/hebrew-memory/results', MEMORY_PLAY);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ score: 930, xpGained: 50, dailyCapReached: false, completed: true, bestScore: 930, newBest: true });
    expect((await client.post('/api/games/hebrew-memory/results', MEMORY_PLAY)).body).toMatchObject({ xpGained: 50, newBest: false });
    expect((await client.post('/api/games/hebrew-memory/results', MEMORY_PLAY)).body).toMatchObject({ xpGained: 0, dailyCapReached: true });
    // Badges the plays earn may add their own XP in the background.
    expect((await client.get('/api/auth/me')).body.user.xp).toBeGreaterThanOrEqual(100);

    const progress = await client.get('/api/games/progress');
    expect(progress.status).toBe(200);
    expect(progress.body.games.find((g: { gameId: string }) => g.gameId === 'hebrew-memory')).toEqual({ gameId: 'hebrew-memory', completed: true, bestScore: 930, plays: 3 });
  });

  it('refuses a score the play could not give, or a game that cannot be played yet', async () => {
    const { client } = await world.signedIn('student');
    expect(await client.post('/api/games/hebrew-memory/results', { ...MEMORY_PLAY, score: 1000 })).toMatchObject({ status: 400, body: { error: { message: 'score: 6 moves in 10 seconds scores 930, not 1000.' } } });
    expect(await client.post('/api/games/hebrew-memory/results', { ...MEMORY_PLAY, timeSpent: 1 })).toMatchObject({ status: 400, body: { error: { message: 'That was faster than this game can be played (at least 5 seconds).' } } });
    expect(await client.post('/api/games/gematria-puzzles/results', MEMORY_PLAY)).toMatchObject({ status: 400, body: { error: { message: 'That game cannot be played yet, so it has no results.' } } });
    expect((await client.get('/api/games/progress')).body.gamesCompleted).toBe(0);
  });

  it('names bad fields and unknown games in words', async () => {
    const { client } = await world.signedIn('student');
    for (const [body, message] of [
      [{ ...MEMORY_PLAY, score: -5 }, 'A score cannot be negative.'],
      [{ ...MEMORY_PLAY, score: 'lots' }, 'Score should be a number.'],
      [{ ...MEMORY_PLAY, timeSpent: 5 * 3600 }, 'One game can last at most 4 hours.'],
      [{ score: 930 }, 'timeSpent must be a number of seconds.'],
    ] as const) {
      expect(await client.post('/api/games/hebrew-memory/results', body), message).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', message } } });
    }
    expect(await client.post('/api/games/tic-tac-toe/results', MEMORY_PLAY)).toMatchObject({ status: 400, body: { error: { message: 'There is no game with that name.' } } });
  });

  it('is for students only', async () => {
    const { client } = await world.signedIn('parent');
    expect(await client.post('/api/games/hebrew-memory/results', MEMORY_PLAY)).toMatchObject({ status: 403, body: { error: { message: 'Only students can do that.' } } });
    expect((await client.get('/api/games/progress')).status).toBe(403);
    expect((await world.anonymous().get('/api/games/progress')).status).toBe(401);
    expect((await world.anonymous().post('/api/games/hebrew-memory/results', MEMORY_PLAY)).status).toBe(401);
  });
});
