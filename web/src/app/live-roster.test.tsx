import type { ClassListResponse } from '@morah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

const thread = {
  id: 3,
  studentId: 9,
  studentName: 'Ari Katz',
  title: 'Shofar',
  isActive: true,
  teacherJoined: false,
  flagged: false,
  messageCount: 2,
  lastMessage: { senderType: 'ai' as const, preview: 'The shofar...', createdAt: new Date().toISOString() },
  version: 4,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

describe("the teacher's roster follows the live notices", () => {
  it("a teacher's roster shows a student's new XP when their conversation changes, without a reload", async () => {
    let xp = 0;
    const classes = (): ClassListResponse => ({
      classes: [{ id: 1, name: 'Aleph', joinCode: 'ABCD2345', createdAt: new Date().toISOString(), students: [{ id: 9, username: 'ari', firstName: 'Ari', lastName: 'Katz', xp, level: 1 }] }],
    });
    const { socket } = renderApp({ user: buildUser({ role: 'teacher' }), api: { 'GET /api/classes': () => ({ body: classes() }) } });
    const cell = async () => within((await screen.findByRole('row', { name: /Ari/ })) as HTMLElement).getByText(/^\d+$/, { selector: 'td[data-label="XP"]' });
    expect(await cell()).toHaveTextContent('0');
    await waitFor(() => expect(socket.listenerCount('chat:thread-updated')).toBeGreaterThan(0));

    xp = 115;
    act(() => socket.serverEmit('chat:thread-updated', thread));
    await waitFor(async () => expect(await cell()).toHaveTextContent('115'));
  });
});
