import type { ChildProgress } from '@morah/contracts';
import { describe, expect, it } from 'vitest';
import { registerParent, registerStudent, registerTeacherWithClass } from './support/http-client';
import { collect, connectSocket, eventWhere, waitForConnect } from './support/socket-client';
import { gatewayOnOwnDatabase, newRedisPrefix } from './support/morah-under-test';

const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><path id="alef-1" d="M10 10L90 90Z" fill="#e53935" stroke="#222"></path></svg>';

describe("a parent's page hears every XP their child earns (full stack: Postgres, BullMQ workers, Redis adapter)", () => {
  const world = gatewayOnOwnDatabase({ redisPrefix: newRedisPrefix(), workers: true });

  it('tells a linked parent the new totals after the child colors a letter, and a parent of another child hears only their own', async () => {
    const { gateway } = world;
    const { classInfo } = await registerTeacherWithClass(gateway.url);
    const { student: tova, user: tovaUser } = await registerStudent(gateway.url, classInfo.joinCode, 'Tova');
    const { student: ari, user: ariUser } = await registerStudent(gateway.url, classInfo.joinCode, 'Ari');
    const { parent: tovasParent } = await registerParent(gateway.url, tovaUser.linkCode);
    const { parent: arisParent } = await registerParent(gateway.url, ariUser.linkCode);
    const sockets = [connectSocket(gateway.url, tovasParent.cookie), connectSocket(gateway.url, arisParent.cookie)];
    await Promise.all(sockets.map(waitForConnect));
    const [tovasSocket, arisSocket] = sockets as [(typeof sockets)[0], (typeof sockets)[0]];
    const heardByAris = collect(arisSocket, 'progress:xp');
    const about = (id: number) => (p: ChildProgress) => p.studentId === id && p.xp >= 10;

    // Coloring pays 10 XP through the XP job (a worker), with no badge or level of its own to tell.
    const toTova = eventWhere(tovasSocket, 'progress:xp', about(tovaUser.id));
    expect((await tova.post('/api/coloring', { letter: 'alef', svgData: drawing, colors: { 'alef-1': '#e53935' } })).status).toBe(201);
    expect(await toTova).toMatchObject({ studentId: tovaUser.id, level: 1 });
    const { dashboard } = (await tovasParent.get(`/api/parent/children/${tovaUser.id}/dashboard`)).body;
    expect(dashboard.xp).toBeGreaterThanOrEqual(10);

    // Ari colors after Tova's notice went out: Ari's parent hears Ari's, and had heard nothing of Tova's.
    const toAri = eventWhere(arisSocket, 'progress:xp', about(ariUser.id));
    expect((await ari.post('/api/coloring', { letter: 'alef', svgData: drawing, colors: { 'alef-1': '#e53935' } })).status).toBe(201);
    await toAri;
    expect(heardByAris.items.length).toBeGreaterThan(0);
    expect(heardByAris.items.every((p) => p.studentId === ariUser.id)).toBe(true);
    for (const socket of sockets) socket.close();
  });
});
