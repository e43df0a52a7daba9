import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';

// The reader fetches a parsha's verses from Sefaria when the store lacks them: here, a loopback stand-in.
const world = injectWorld({ sefaria: true });
const { mine, other } = world.twoFamilies();

describe('GET /api/parsha', () => {
  it('lists the 54 parshiyot in order, to anyone', async () => {
    const res = await world.anonymous().get('/api/parsha');
    expect(res.status).toBe(200);
    expect(res.body.parshiyot).toHaveLength(54);
    expect(res.body.parshiyot[0]).toMatchObject({ name: 'Bereshit', book: 'Genesis' });
    expect(res.body.parshiyot[53].name).toBe('Vezot Haberakhah');
  });
});

describe('GET /api/parsha/current', () => {
  it('names the parsha of the Shabbat on or after a date, with the holiday that replaces it outside Israel', async () => {
    const week = await world.anonymous().get('/api/parsha/current?date=2026-11-17');
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ name: 'Vayetzei', shabbatDate: '2026-11-21', israel: false });
    const diaspora = await world.anonymous().get('/api/parsha/current?date=2027-06-12&israel=false');
    expect(diaspora.body).toMatchObject({ name: 'Nasso', holiday: { shabbatDate: '2027-06-12' } });
    const israel = await world.anonymous().get('/api/parsha/current?date=2027-06-12&israel=true');
    expect(israel.body).toMatchObject({ name: 'Nasso', shabbatDate: '2027-06-12', israel: true });
    expect(israel.body.holiday).toBeUndefined();
  });

  it('follows the signed-in user’s reading schedule when not told', async () => {
    const { client } = await world.signedIn('parent');
    await client.patch('/api/auth/reading-schedule', { schedule: 'israel' });
    const res = await client.get('/api/parsha/current?date=2027-06-12');
    expect(res.body).toMatchObject({ israel: true });
    expect(res.body.holiday).toBeUndefined();
  });

  it('asks for a date as YYYY-MM-DD and israel as true or false', async () => {
    expect(await world.anonymous().get('/api/parsha/current?date=next-week')).toMatchObject({ status: 400, body: { error: { message: 'Please give the date as YYYY-MM-DD, for example 2026-11-21.' } } });
    expect(await world.anonymous().get('/api/parsha/current?israel=maybe')).toMatchObject({ status: 400, body: { error: { message: 'Use true or false.' } } });
  });
});

describe('GET /api/parsha/:name', () => {
  it('gives every verse of a parsha with its sources, fetched once and then kept', async () => {
    const res = await world.anonymous().get('/api/parsha/Noach');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Noach', book: 'Genesis' });
    expect(res.body.textMissing).toBeUndefined();
    expect(res.body.verses).toHaveLength(res.body.totalVerses);
    expect(res.body.verses[0]).toMatchObject({ ref: 'Genesis 6:9', chapter: 6, verse: 9 });
    expect(res.body.verses[0].english.length).toBeGreaterThan(0);
    const asked = world.sefaria.requests.length;
    expect((await world.anonymous().get('/api/parsha/Noach')).body.verses).toHaveLength(res.body.totalVerses);
    expect(world.sefaria.requests.length).toBe(asked);
  });

  it('says so, instead of failing, when Sefaria cannot be reached', async () => {
    world.sefaria.mode = 'error';
    try {
      const res = await world.anonymous().get('/api/parsha/Vayera');
      expect(res.status).toBe(200);
      expect(res.body.textMissing).toMatchObject({ reason: 'unreachable' });
    } finally {
      world.sefaria.mode = 'ok';
    }
  });

  it('names a parsha it does not know, and lists the ones it does', async () => {
    const res = await world.anonymous().get('/api/parsha/Pizza');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('We don\'t know a parsha called "Pizza". Try one of the 54 names, like Bereshit or Noach.');
    expect(res.body.error.details.validNames).toContain('Bereshit');
  });
});

describe('parsha progress', () => {
  it('POST /api/parsha/progress keeps the verse reached and pays the reading XP once a day', async () => {
    const first = await mine.student.client.post('/api/parsha/progress', { parshaName: 'Noach', verseProgress: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ parshaName: 'Noach', verseProgress: 2, versesRead: 2, completed: false, completionBonus: 0 });
    expect(first.body.xpAwarded).toBeGreaterThan(0);
    const next = await mine.student.client.post('/api/parsha/progress', { parshaName: 'Noach', verseProgress: 3 });
    expect(next.body).toMatchObject({ verseProgress: 3, versesRead: 3, xpAwarded: 0 });
  });

  it('GET /api/parsha/progress/:userId shows it to the child, their teacher and their parent only', async () => {
    for (const viewer of [mine.student, mine.teacher, mine.parent]) {
      const res = await viewer.client.get(`/api/parsha/progress/${mine.student.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.progress).toEqual([expect.objectContaining({ parshaName: 'Noach', verseProgress: 3, versesRead: 3 })]);
    }
    const missing = await other.parent.client.get('/api/parsha/progress/2000000000');
    expect(missing.status).toBe(404);
    for (const viewer of [other.student, other.teacher, other.parent]) expect(await viewer.client.get(`/api/parsha/progress/${mine.student.user.id}`)).toMatchObject({ status: 404, body: missing.body });
    expect((await world.anonymous().get(`/api/parsha/progress/${mine.student.user.id}`)).status).toBe(401);
    expect(await mine.parent.client.get('/api/parsha/progress/0')).toMatchObject({ status: 400, body: { error: { message: 'That is not a user id.' } } });
  });

  it('names a verse past the end, a missing parsha and a bad number in words', async () => {
    const post = (body: unknown) => mine.student.client.post('/api/parsha/progress', body);
    const past = await post({ parshaName: 'Noach', verseProgress: 1000 });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toMatch(/^Parashat Noach has \d+ verses, so verseProgress can be at most \d+\.$/);
    expect(await post({ parshaName: ' ', verseProgress: 1 })).toMatchObject({ status: 400, body: { error: { message: 'Which parsha?' } } });
    expect(await post({ parshaName: 'Noach', verseProgress: 0 })).toMatchObject({ status: 400, body: { error: { message: 'verseProgress starts at 1.' } } });
    expect(await post({ parshaName: 'Noach' })).toMatchObject({ status: 400, body: { error: { message: 'verseProgress is the number of the verse reached.' } } });
    expect((await post({ parshaName: 'Pizza', verseProgress: 1 })).status).toBe(404);
  });

  it('only students record progress', async () => {
    expect(await mine.parent.client.post('/api/parsha/progress', { parshaName: 'Noach', verseProgress: 1 })).toMatchObject({ status: 403, body: { error: { message: 'Only students can do that.' } } });
    expect((await world.anonymous().post('/api/parsha/progress', { parshaName: 'Noach', verseProgress: 1 })).status).toBe(401);
  });
});

describe('GET /api/parsha/:name/insight', () => {
  it('answers Morah AI’s thought on a verse, then serves it again from what was kept', async () => {
    const ref = encodeURIComponent('Genesis 6:9');
    const fresh = await mine.student.client.get(`/api/parsha/Noach/insight?ref=${ref}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ ref: 'Genesis 6:9', cached: false });
    expect(fresh.body.insight.length).toBeGreaterThan(0);
    expect((await mine.parent.client.get(`/api/parsha/Noach/insight?ref=${ref}`)).body).toEqual({ ...fresh.body, cached: true });
  });

  it('names a verse that is not one, or not in the parsha', async () => {
    const ask = (ref: string) => mine.student.client.get(`/api/parsha/Noach/insight?ref=${encodeURIComponent(ref)}`);
    expect(await ask('the flood')).toMatchObject({ status: 400, body: { error: { message: '"the flood" is not a verse. Send ref like Genesis 1:1.' } } });
    const outside = await ask('Genesis 1:1');
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toMatch(/^Genesis 1:1 is not in Parashat Noach \(.+\)\.$/);
    expect(await mine.student.client.get('/api/parsha/Noach/insight')).toMatchObject({ status: 400, body: { error: { message: 'Please fill in ref.' } } });
    expect(await ask(' ')).toMatchObject({ status: 400, body: { error: { message: 'Which verse? Send ref, for example Genesis 1:1.' } } });
  });

  it('asks a visitor to sign in', async () => {
    expect((await world.anonymous().get(`/api/parsha/Noach/insight?ref=${encodeURIComponent('Genesis 6:9')}`)).status).toBe(401);
  });
});
