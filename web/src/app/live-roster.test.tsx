import type { ClassListResponse } from '@morah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

const student = (id: number, firstName: string, xp: number, level = 1) => ({ id, username: firstName.toLowerCase(), firstName, lastName: 'Katz', xp, level });
const at = new Date().toISOString();

/** A teacher with two classes; Ari is in both, Tova in one. `extra` students join the first class. */
function teacherWithRoster() {
  const extra: ReturnType<typeof student>[] = [];
  const classes = (): ClassListResponse => ({
    classes: [
      { id: 1, name: 'Aleph', joinCode: 'ABCD2345', createdAt: at, students: [student(9, 'Ari', 0), student(10, 'Tova', 40), ...extra] },
      { id: 2, name: 'Bet', joinCode: 'EFGH2345', createdAt: at, students: [student(9, 'Ari', 0)] },
    ],
  });
  const rendered = renderApp({ user: buildUser({ role: 'teacher' }), api: { 'GET /api/classes': () => ({ body: classes() }) } });
  const reads = () => rendered.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/classes')).length;
  return { ...rendered, extra, reads };
}

const cells = async (name: RegExp, label: 'XP' | 'Level') =>
  (await screen.findAllByRole('row', { name })).map((row) => within(row as HTMLElement).getByText(/^\d+$/, { selector: `td[data-label="${label}"]` }).textContent);

describe("the teacher's roster follows every XP a student earns", () => {
  it("shows a student's new XP and level in each of their classes when the notice arrives, without a reload", async () => {
    const { socket, reads } = teacherWithRoster();
    expect(await cells(/Ari/, 'XP')).toEqual(['0', '0']);
    await waitFor(() => expect(socket.listenerCount('class:learner-progress')).toBeGreaterThan(0));
    const readsBefore = reads();

    act(() => socket.serverEmit('class:learner-progress', { studentId: 9, xp: 415, level: 2 }));
    await waitFor(async () => expect(await cells(/Ari/, 'XP')).toEqual(['415', '415']));
    expect(await cells(/Ari/, 'Level')).toEqual(['2', '2']);
    // Only Ari's row changed, and nothing was read again.
    expect(await cells(/Tova/, 'XP')).toEqual(['40']);
    expect(reads()).toBe(readsBefore);
  });

  it('keeps the newest figure when an older notice arrives late, and ignores a notice that is not one', async () => {
    const { socket } = teacherWithRoster();
    expect(await cells(/Tova/, 'XP')).toEqual(['40']);
    await waitFor(() => expect(socket.listenerCount('class:learner-progress')).toBeGreaterThan(0));

    act(() => {
      socket.serverEmit('class:learner-progress', { studentId: 10, xp: 120, level: 1 });
      socket.serverEmit('class:learner-progress', { studentId: 10, xp: 95, level: 1 });
      socket.serverEmit('class:learner-progress', { studentId: 10, xp: 'lots', level: 9 } as never);
    });
    await waitFor(async () => expect(await cells(/Tova/, 'XP')).toEqual(['120']));
    expect(await cells(/Tova/, 'Level')).toEqual(['1']);
  });

  it('reads the roster again for a student it does not hold yet (one who just joined)', async () => {
    const { socket, extra, reads } = teacherWithRoster();
    await cells(/Ari/, 'XP');
    await waitFor(() => expect(socket.listenerCount('class:learner-progress')).toBeGreaterThan(0));

    extra.push(student(11, 'Noa', 30));
    act(() => socket.serverEmit('class:learner-progress', { studentId: 11, xp: 30, level: 1 }));
    expect(await cells(/Noa/, 'XP')).toEqual(['30']);
    expect(reads()).toBe(2);
  });

  it('is heard by teachers only', async () => {
    const { socket } = renderApp({ user: buildUser({ role: 'student' }) });
    await waitFor(() => expect(socket.listenerCount('xp:gained')).toBe(1));
    expect(socket.listenerCount('class:learner-progress')).toBe(0);
  });
});
