import type { ClassLearnerProgress } from '@morah/contracts';
import { describe, expect, it } from 'vitest';
import { registerStudent, registerTeacherWithClass } from './support/http-client';
import { collect, connectSocket, eventWhere, waitForConnect } from './support/socket-client';
import { gatewayOnOwnDatabase, newRedisPrefix } from './support/morah-under-test';
import { until } from './support/until';

const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><path id="alef-1" d="M10 10L90 90Z" fill="#e53935" stroke="#222"></path></svg>';

describe("a teacher's roster hears every XP a student of theirs earns (full stack: Postgres, BullMQ workers, Redis adapter)", () => {
  const world = gatewayOnOwnDatabase({ redisPrefix: newRedisPrefix(), workers: true });

  it('tells the teacher the new totals after coloring, a game and a check-in, and no other teacher or child hears them', async () => {
    const { gateway, testDb } = world;
    const { teacher, classInfo } = await registerTeacherWithClass(gateway.url);
    const otherTeacher = await registerTeacherWithClass(gateway.url);
    const { student, user: tova } = await registerStudent(gateway.url, classInfo.joinCode, 'Tova');
    const { student: classmate } = await registerStudent(gateway.url, classInfo.joinCode, 'Ari');
    const sockets = [connectSocket(gateway.url, teacher.cookie), connectSocket(gateway.url, otherTeacher.teacher.cookie), connectSocket(gateway.url, classmate.cookie)];
    await Promise.all(sockets.map(waitForConnect));
    const [teacherSocket, otherTeacherSocket, classmateSocket] = sockets as [(typeof sockets)[0], (typeof sockets)[0], (typeof sockets)[0]];
    const heard = collect(teacherSocket, 'class:learner-progress');
    const overheard = [collect(otherTeacherSocket, 'class:learner-progress'), collect(classmateSocket, 'class:learner-progress')];
    const aboutTova = (atLeast: number) => (p: ClassLearnerProgress) => p.studentId === tova.id && p.xp >= atLeast;

    // Coloring pays 10 XP through the XP job (a worker): its grant reaches the class's teachers.
    const colored = eventWhere(teacherSocket, 'class:learner-progress', aboutTova(10));
    expect((await student.post('/api/coloring', { letter: 'alef', svgData: drawing, colors: { 'alef-1': '#e53935' } })).status).toBe(201);
    expect(await colored).toMatchObject({ studentId: tova.id, level: 1 });

    // A finished memory game pays 50 more.
    const played = eventWhere(teacherSocket, 'class:learner-progress', aboutTova(60));
    expect((await student.post('/api/games/hebrew-memory/results', { score: 850, timeSpent: 50, moves: 10 })).status).toBe(200);
    await played;

    // The day's check-in pays its bonus in the gateway itself; the teacher hears that too.
    const beforeCheckIn = Math.max(...heard.items.map((p) => p.xp));
    const checkedIn = eventWhere(teacherSocket, 'class:learner-progress', aboutTova(beforeCheckIn + 5));
    expect((await student.post('/api/gamification/update-streak', { streakType: 'daily_login', timeZone: 'Asia/Jerusalem' })).body).toMatchObject({ bonusXP: 5 });
    await checkedIn;

    // Badges and challenges may still be paying in the background, so a payment can land between any
    // two reads: wait until the newest figure heard, the learner's XP and the roster the teacher reads
    // all agree (each payment is heard, so they meet once the payments stop).
    const agreed = await until(async () => {
      const { xp, level } = await testDb.db.selectFrom('users').select(['xp', 'level']).where('id', '=', tova.id).executeTakeFirstOrThrow();
      const newest = heard.items.filter((p) => p.studentId === tova.id).reduce((a, b) => (b.xp > a.xp ? b : a));
      const roster = (await teacher.get('/api/classes')).body.classes[0].students as { id: number; xp: number; level: number }[];
      const onRoster = roster.find((s) => s.id === tova.id);
      return newest.xp === xp && onRoster?.xp === xp && onRoster.level === level && { xp, level };
    });
    expect(agreed.xp).toBeGreaterThanOrEqual(beforeCheckIn + 5);

    // Only the teachers of Tova's class heard: never another class's teacher, never a classmate.
    expect(heard.items.every((p) => p.studentId === tova.id)).toBe(true);
    expect(overheard.map((c) => c.items)).toEqual([[], []]);
    for (const socket of sockets) socket.close();
  });
});
