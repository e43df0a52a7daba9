import { HDate, getSedra } from '@hebcal/core';
import { localDay } from '@morah/contracts';
import { dayStanding, importTorahFolder } from '@morah/db';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import type { RunningGateway } from '@morah/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { registerParent, registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';
import { TORAH_DIR, torahFile } from './support/torah-data';
import { until } from './support/until';

/** Wait for a state the background jobs bring about (never for a fixed time). */
const untilState = <T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> => until(async () => {
  const v = await read();
  return done(v) ? v : undefined;
});

/** What @hebcal itself says for the Shabbat on or after a day. */
function hebcalParsha(day: string, il: boolean): { name: string; chag: boolean } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const shabbat = new HDate(new Date(y, m - 1, d)).onOrAfter(6);
  const sedra = getSedra(shabbat.getFullYear(), il).lookup(shabbat);
  return { name: sedra.parsha.join('-'), chag: sedra.chag };
}

describe('the parsha reader API', () => {
  let t: TestDatabase;
  let gateway: RunningGateway;
  let student: TestClient;
  let studentId: number;
  let teacher: TestClient;
  let linkCode: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    await importTorahFolder(t.db, TORAH_DIR);
    gateway = await startGateway({ databaseUrl: t.url, env: { SEFARIA_URL: '', TUTOR_PIECE_DELAY_MS: '0' } });
    const cls = await registerTeacherWithClass(gateway.url);
    teacher = cls.teacher;
    const s = await registerStudent(gateway.url, cls.classInfo.joinCode);
    student = s.student;
    studentId = s.user.id;
    linkCode = s.user.linkCode;
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await t?.drop();
  });

  it("names the week's parsha for many dates exactly as @hebcal does, in Israel and the diaspora", async () => {
    let differs = 0;
    // Every week of a year and a half, which holds holiday Shabbatot and weeks where Israel reads ahead.
    for (let i = 0; i < 78; i++) {
      const day = new Date(Date.UTC(2026, 2, 1 + i * 7)).toISOString().slice(0, 10);
      const answers: string[] = [];
      for (const il of [false, true]) {
        const res = await student.get(`/api/parsha/current?date=${day}&israel=${il}`);
        expect(res.status).toBe(200);
        const expected = hebcalParsha(day, il);
        if (expected.chag) {
          // A holiday Shabbat says which reading replaces the parsha, and the parsha is the next one read.
          expect(res.body.holiday.name.length).toBeGreaterThan(0);
          expect(hebcalParsha(res.body.shabbatDate, il)).toEqual({ name: res.body.name, chag: false });
        } else {
          expect(res.body.name).toBe(expected.name);
          expect(res.body.holiday).toBeUndefined();
        }
        expect(res.body.israel).toBe(il);
        answers.push(res.body.name);
      }
      if (answers[0] !== answers[1]) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('serves every verse of a parsha with its aliyot and sources, and a combined reading whole', async () => {
    const res = await student.get('/api/parsha/bereshit');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Bereshit', book: 'Genesis', range: 'Genesis 1:1-6:8', totalVerses: 146 });
    expect(res.body.hebrewName).toBe('בְּרֵאשִׁית');
    expect(res.body.verses).toHaveLength(146);
    expect(res.body.verses[0]).toMatchObject({ ref: 'Genesis 1:1', english: 'In the beginning God created the heaven and the earth.', hebrew: torahFile('torah-he.json').Genesis![0]![0] });
    expect(res.body.verses[145].ref).toBe('Genesis 6:8');
    expect(res.body.aliyot).toEqual([
      { n: 1, range: 'Genesis 1:1-2:3', begin: '1:1', end: '2:3' },
      { n: 2, range: 'Genesis 2:4-19', begin: '2:4', end: '2:19' },
      { n: 3, range: 'Genesis 2:20-3:21', begin: '2:20', end: '3:21' },
      { n: 4, range: 'Genesis 3:22-4:18', begin: '3:22', end: '4:18' },
      { n: 5, range: 'Genesis 4:19-22', begin: '4:19', end: '4:22' },
      { n: 6, range: 'Genesis 4:23-5:24', begin: '4:23', end: '5:24' },
      { n: 7, range: 'Genesis 5:25-6:8', begin: '5:25', end: '6:8' },
    ]);
    expect(res.body.sources.map((s: { attribution: string }) => s.attribution)).toEqual([
      expect.stringContaining('Westminster Leningrad Codex'),
      expect.stringContaining('Jewish Publication Society, 1917'),
    ]);
    const list = await student.get('/api/parsha');
    expect(list.body.parshiyot).toHaveLength(54);
    expect(list.body.parshiyot[53]).toEqual({ name: 'Vezot Haberakhah', hebrewName: 'וְזֹאת הַבְּרָכָה', book: 'Deuteronomy', range: 'Deuteronomy 33:1-34:12' });
    const combined = await student.get('/api/parsha/Vayakhel-Pekudei');
    expect(combined.body.range).toBe('Exodus 35:1-40:38');
    expect(combined.body.verses).toHaveLength(214);
  });

  it('refuses bad input with clear words: an unknown name is a 404 listing the names, a bad date a 400', async () => {
    const unknown = await student.get('/api/parsha/Narnia');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toContain('We don\'t know a parsha called "Narnia"');
    expect(unknown.body.error.details.validNames).toHaveLength(61);
    expect(unknown.body.error.details.validNames).toContain('Vayeilech');
    for (const query of ['date=2026-13-01', 'date=2026-02-30', 'date=tomorrow', 'israel=maybe']) {
      const res = await student.get(`/api/parsha/current?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await student.get('/api/parsha/current?date=2026-02-30')).body.error.message).toContain('does not exist');
  });

  it("follows the child's own schedule when the request does not say, and the child can change it", async () => {
    const day = '2026-05-07';
    expect((await student.get(`/api/parsha/current?date=${day}`)).body.israel).toBe(false);
    const set = await student.request('PATCH', '/api/auth/reading-schedule', { schedule: 'israel' });
    expect(set.status).toBe(200);
    expect(set.body.user.readingSchedule).toBe('israel');
    const res = await student.get(`/api/parsha/current?date=${day}`);
    expect(res.body.israel).toBe(true);
    expect(res.body.name).toBe(hebcalParsha(day, true).name);
    expect((await student.request('PATCH', '/api/auth/reading-schedule', { schedule: 'mars' })).status).toBe(400);
    await student.request('PATCH', '/api/auth/reading-schedule', { schedule: 'diaspora' });
  });

  it('pays 15 XP for reading once per parsha per day, keeps where the child is, and counts only verses read', async () => {
    const first = await student.post('/api/parsha/progress', { parshaName: 'Bereshit', verseProgress: 2, completed: false });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ parshaName: 'Bereshit', xpAwarded: 15, verseProgress: 2, versesRead: 2, totalVerses: 146, completed: false, completionBonus: 0 });
    const second = await student.post('/api/parsha/progress', { parshaName: 'Bereshit', verseProgress: 3, completed: false });
    expect(second.body).toMatchObject({ xpAwarded: 0, versesRead: 3 });
    // Another parsha the same day pays once too.
    expect((await student.post('/api/parsha/progress', { parshaName: 'Noach', verseProgress: 2 })).body.xpAwarded).toBe(15);
    // A claim of the last verse, skipping the rest, is not a finished parsha.
    const leap = await student.post('/api/parsha/progress', { parshaName: 'Bereshit', verseProgress: 146, completed: true });
    expect(leap.body).toMatchObject({ completed: false, completionBonus: 0, versesRead: 5, xpAwarded: 0 });

    const ledger = await t.db.selectFrom('xp_events').select(['source_id', 'amount']).where('user_id', '=', studentId).where('reason', 'like', 'parsha%').execute();
    expect(ledger.map((r) => r.amount)).toEqual([15, 15]);

    // Resume: the verse reached last.
    await student.post('/api/parsha/progress', { parshaName: 'Bereshit', verseProgress: 4 });
    const progress = await student.get(`/api/parsha/progress/${studentId}`);
    expect(progress.status).toBe(200);
    expect(progress.body.progress.find((p: { parshaName: string }) => p.parshaName === 'Bereshit')).toMatchObject({ verseProgress: 4, totalVerses: 146, completed: false });
  });

  it('pays a completion bonus once when every verse of a parsha has been read', async () => {
    let last: { body: { completed: boolean; completionBonus: number; xpAwarded: number } } | undefined;
    for (let v = 2; v <= 30; v++) last = await student.post('/api/parsha/progress', { parshaName: 'Vayeilech', verseProgress: v, completed: v === 30 });
    expect(last!.body).toMatchObject({ completed: true, completionBonus: 50, xpAwarded: 50 });
    const again = await student.post('/api/parsha/progress', { parshaName: 'Vayeilech', verseProgress: 30, completed: true });
    expect(again.body).toMatchObject({ completed: true, completionBonus: 0, xpAwarded: 0 });
    // 30 + 5 verses read today: the daily verse challenge is met and the Chai Reader badge (18 verses) is earned.
    const badges = await untilState(
      () => t.db.selectFrom('user_badges as ub').innerJoin('badges as b', 'b.id', 'ub.badge_id').select('b.key').where('ub.user_id', '=', studentId).execute(),
      (rows) => rows.some((r) => r.key === 'chai-reader'),
    );
    expect(badges.map((b) => b.key)).toContain('chai-reader');
    // What the daily verse challenge counts: distinct verses read today (30 of Vayeilech, 6 of Bereshit, 2 of Noach).
    const { totals } = await dayStanding(t.db, studentId, localDay(new Date(), 'UTC'), 'UTC');
    expect(totals.torah_verses).toBe(30 + 6 + 2);
  });

  it('refuses bad progress with clear 4xx answers and records nothing', async () => {
    const before = await t.db.selectFrom('parsha_verse_reads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const tooFar = await student.post('/api/parsha/progress', { parshaName: 'Bereshit', verseProgress: 147 });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.error.message).toContain('Parashat Bereshit has 146 verses');
    for (const body of [{ parshaName: 'Bereshit', verseProgress: 0 }, { parshaName: 'Bereshit', verseProgress: 1.5 }, { parshaName: 'Bereshit' }, { verseProgress: 3 }]) {
      expect((await student.post('/api/parsha/progress', body)).status).toBe(400);
    }
    expect((await student.post('/api/parsha/progress', { parshaName: 'Narnia', verseProgress: 1 })).status).toBe(404);
    expect((await teacher.post('/api/parsha/progress', { parshaName: 'Bereshit', verseProgress: 2 })).status).toBe(403);
    const after = await t.db.selectFrom('parsha_verse_reads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("lets only the child, their teachers and their linked parents read the child's progress", async () => {
    expect((await teacher.get(`/api/parsha/progress/${studentId}`)).status).toBe(200);
    const { parent } = await registerParent(gateway.url, linkCode);
    expect((await parent.get(`/api/parsha/progress/${studentId}`)).status).toBe(200);
    // The parent's dashboard counts the reading among the child's topics, minutes and activity.
    const { dashboard } = (await parent.get(`/api/parent/children/${studentId}/dashboard?tz=UTC`)).body;
    expect(dashboard.favouriteTopics).toContainEqual(expect.objectContaining({ label: 'Torah reading', count: 3 }));
    expect(dashboard.recentActivity.map((a: { label: string }) => a.label)).toContain('Read the Torah portion');
    expect(dashboard.weeklyMinutes.at(-1).minutes).toBeGreaterThanOrEqual(9);
    const other = await registerTeacherWithClass(gateway.url);
    expect((await other.teacher.get(`/api/parsha/progress/${studentId}`)).status).toBe(404);
    const classmate = await registerStudent(gateway.url, other.classInfo.joinCode, 'Shira');
    expect((await classmate.student.get(`/api/parsha/progress/${studentId}`)).status).toBe(404);
    const stranger = await registerParent(gateway.url);
    expect((await stranger.parent.get(`/api/parsha/progress/${studentId}`)).status).toBe(404);
  });

  it("answers 'Ask Morah AI about this verse' from the offline tutor, grounded in the verse and its aliyah, and keeps it per verse", async () => {
    const res = await student.get(`/api/parsha/Bereshit/insight?ref=${encodeURIComponent('Genesis 1:3')}`);
    expect(res.status).toBe(200);
    expect(res.body.cached).toBe(false);
    expect(res.body.insight).toContain('Parashat Bereshit');
    expect(res.body.insight).toContain('first aliyah (Genesis 1:1-2:3)');
    expect(res.body.insight).toContain('And God said: ‘Let there be light.’ And there was light.');
    const again = await student.get(`/api/parsha/Bereshit/insight?ref=${encodeURIComponent('Genesis 1:3')}`);
    expect(again.body).toEqual({ ...res.body, cached: true });
    expect((await student.get(`/api/parsha/Bereshit/insight?ref=${encodeURIComponent('Exodus 1:1')}`)).status).toBe(400);
    expect((await student.get('/api/parsha/Bereshit/insight')).status).toBe(400);
  });
});

describe("'Ask Morah AI about this verse' with a configured model", () => {
  let t: TestDatabase;
  let gateway: RunningGateway;
  let openai: FakeOpenAi;
  beforeAll(async () => {
    t = await createTestDatabase();
    await importTorahFolder(t.db, TORAH_DIR);
    openai = await startFakeOpenAi();
    gateway = await startGateway({ databaseUrl: t.url, env: { SEFARIA_URL: '', OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'test-key' } });
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await openai?.close();
    await t?.drop();
  });

  it('asks the model with the verse in its context and keeps the answer', async () => {
    const cls = await registerTeacherWithClass(gateway.url);
    const { student } = await registerStudent(gateway.url, cls.classInfo.joinCode);
    openai.script.reply('Light is the first thing God makes. What do you think light helps us do?');
    const res = await student.get(`/api/parsha/Bereshit/insight?ref=${encodeURIComponent('Genesis 1:3')}`);
    expect(res.status).toBe(200);
    expect(res.body.insight).toBe('Light is the first thing God makes. What do you think light helps us do?');
    const chat = openai.requests.filter((r) => r.path.includes('chat'));
    expect(chat).toHaveLength(1);
    const system = chat[0]!.body.messages.filter((m: { role: string }) => m.role === 'system').map((m: { content: string }) => m.content).join('\n');
    expect(system).toContain('Genesis 1:3 in Parashat Bereshit');
    expect(system).toContain('And God said: ‘Let there be light.’ And there was light.');
    expect((await student.get(`/api/parsha/Bereshit/insight?ref=${encodeURIComponent('Genesis 1:3')}`)).body.cached).toBe(true);
    expect(openai.requests.filter((r) => r.path.includes('chat'))).toHaveLength(1);
  });
});

describe("'Ask Morah AI about this verse' has a limit per hour", () => {
  let t: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    t = await createTestDatabase();
    await importTorahFolder(t.db, TORAH_DIR);
    gateway = await startGateway({ databaseUrl: t.url, env: { SEFARIA_URL: '', TUTOR_PIECE_DELAY_MS: '0', PARSHA_INSIGHTS_PER_HOUR: '1' } });
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await t?.drop();
  });

  it('answers a 429 in plain words past the limit, while kept insights stay free', async () => {
    const cls = await registerTeacherWithClass(gateway.url);
    const { student } = await registerStudent(gateway.url, cls.classInfo.joinCode);
    const ask = (ref: string) => student.get(`/api/parsha/Bereshit/insight?ref=${encodeURIComponent(ref)}`);
    expect((await ask('Genesis 1:1')).status).toBe(200);
    const tooMany = await ask('Genesis 1:2');
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error.message).toContain('You have asked Morah AI about lots of verses!');
    expect(await t.db.selectFrom('parsha_insights').select('ref').execute()).toEqual([{ ref: 'Genesis 1:1' }]);
    expect((await ask('Genesis 1:1')).body.cached).toBe(true);
  });
});
