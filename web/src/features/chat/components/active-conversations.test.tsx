import type { ChatThread } from '@morah/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { buildThread, createFakeChatApi } from '@/testing/fake-chat-api';
import { createFakeSocket } from '@/testing/fake-socket';
import { renderApp } from '@/testing/render-app';
import { THREAD_POLL_MS } from '../api/chat-keys';

const teacher = () => buildUser({ id: 3, role: 'teacher', firstName: 'Rivka' });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function renderTeacherDashboard(threads: ChatThread[], { connected = true } = {}) {
  const chat = createFakeChatApi({ threads });
  const socket = createFakeSocket({ connected });
  const view = renderApp({ user: teacher(), route: '/teacher', socket, api: { ...chat.routes, 'GET /api/classes': { body: { classes: [] } } } });
  const listed = async (name: string) => within(await screen.findByRole('region', { name: 'Active Conversations' })).findByText(name);
  return { ...view, chat, listed };
}

const conversations = () => screen.getByRole('region', { name: 'Active Conversations' });
const row = (name: RegExp) => within(conversations()).getByRole('listitem', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('teacher dashboard: active conversations', () => {
  it('shows Needs Attention and Join Chat, or Teacher Joined and View Chat, with flagged chats first', async () => {
    const { listed } = renderTeacherDashboard([
      buildThread({ id: 1, studentName: 'Dina Levi', title: 'Letters', updatedAt: minutesAgo(1), lastMessage: { senderType: 'ai', preview: 'Bet says B.', createdAt: minutesAgo(1) } }),
      buildThread({ id: 2, studentId: 8, studentName: 'Avi Cohen', title: 'Chanukah', teacherJoined: true, updatedAt: minutesAgo(5) }),
      buildThread({ id: 3, studentId: 9, studentName: 'Noa Katz', title: 'A hard day', flagged: true, updatedAt: minutesAgo(30) }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeInTheDocument();
    await listed('Dina Levi');

    const items = within(conversations()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Noa Katz: A hard day', 'Dina Levi: Letters', 'Avi Cohen: Chanukah']);

    const dina = row(/Dina Levi/);
    expect(dina).toHaveTextContent('Needs Attention');
    expect(dina).toHaveTextContent('Morah AI: Bet says B.');
    expect(dina).toHaveTextContent('Updated 1 min ago');
    expect(within(dina).getByRole('button', { name: 'Join Chat with Dina Levi' })).toBeInTheDocument();

    const avi = row(/Avi Cohen/);
    expect(avi).toHaveTextContent('Teacher Joined');
    expect(within(avi).getByRole('button', { name: 'View Chat with Avi Cohen' })).toBeInTheDocument();
    expect(within(avi).queryByRole('button', { name: /Join Chat/ })).not.toBeInTheDocument();

    expect(row(/Noa Katz/)).toHaveTextContent('Flagged for care');
    expect(screen.getByText('3 active chats')).toBeInTheDocument();
    // Classes stay on the page.
    expect(screen.getByRole('heading', { name: 'My Classes' })).toBeInTheDocument();
  });

  it('updates live on chat:thread-updated, without a reload', async () => {
    const dina = buildThread({ id: 1, studentName: 'Dina Levi', title: 'Letters', updatedAt: minutesAgo(10) });
    const { socket, fetchMock, listed } = renderTeacherDashboard([dina]);
    await listed('Dina Levi');
    await waitFor(() => expect(socket.listenerCount('chat:thread-updated')).toBeGreaterThan(0));
    // Reads of the conversation list (Today's Stats reads its own figures again after an update).
    const listReads = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/chat/threads').length;
    const reads = listReads();

    act(() =>
      socket.serverEmit('chat:thread-updated', buildThread({ id: 4, studentId: 12, studentName: 'Eli Stern', title: 'Pesach', updatedAt: new Date().toISOString(), version: 3 })),
    );
    expect(await within(conversations()).findByText('Eli Stern')).toBeInTheDocument();
    expect(within(conversations()).getAllByRole('listitem')[0]).toHaveAccessibleName('Eli Stern: Pesach');

    act(() => socket.serverEmit('chat:thread-updated', { ...dina, teacherJoined: true, version: 5, updatedAt: new Date().toISOString() }));
    await waitFor(() => expect(row(/Dina Levi/)).toHaveTextContent('Teacher Joined'));
    expect(within(row(/Dina Levi/)).getByRole('button', { name: /View Chat/ })).toBeInTheDocument();

    // An older summary never overwrites a newer one.
    act(() => {
      socket.serverEmit('chat:thread-updated', { ...dina, teacherJoined: false, version: 4 });
      // A barrier: a newer summary of another thread, sent after, must show.
      socket.serverEmit('chat:thread-updated', buildThread({ id: 4, studentId: 12, studentName: 'Eli Stern', title: 'Pesach seder', updatedAt: new Date().toISOString(), version: 4 }));
    });
    await within(conversations()).findByRole('listitem', { name: 'Eli Stern: Pesach seder' });
    expect(row(/Dina Levi/)).toHaveTextContent('Teacher Joined');
    expect(listReads()).toBe(reads);
  });

  it('ignores a malformed chat:thread-updated', async () => {
    const { socket, listed } = renderTeacherDashboard([buildThread({ id: 1, studentName: 'Dina Levi', title: 'Letters', updatedAt: minutesAgo(10) })]);
    await listed('Dina Levi');
    await waitFor(() => expect(socket.listenerCount('chat:thread-updated')).toBeGreaterThan(0));
    const consoleError = vi.spyOn(console, 'error');

    act(() => {
      socket.serverEmit('chat:thread-updated', { ...buildThread({ id: 5, studentName: 'Noa Katz', title: 'Purim' }), version: 'new' } as never);
      socket.serverEmit('chat:thread-updated', 'not a thread' as never);
      // A barrier: a good summary sent after them must be the only new row.
      socket.serverEmit('chat:thread-updated', buildThread({ id: 4, studentId: 12, studentName: 'Eli Stern', title: 'Pesach', updatedAt: new Date().toISOString(), version: 3 }));
    });

    await within(conversations()).findByRole('listitem', { name: 'Eli Stern: Pesach' });
    expect(within(conversations()).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Eli Stern: Pesach', 'Dina Levi: Letters']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('Join Chat sends the join call, then opens the chat in teacher mode; closing returns to the list', async () => {
    const user = userEvent.setup();
    const { fetchMock, listed } = renderTeacherDashboard([buildThread({ id: 1, studentName: 'Dina Levi', title: 'Letters' })]);
    await listed('Dina Levi');
    await user.click(within(conversations()).getByRole('button', { name: 'Join Chat with Dina Levi' }));

    const dialog = await screen.findByRole('dialog', { name: 'Letters' });
    expect(fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url) === '/api/chat/threads/1/join')).toHaveLength(1);
    expect(within(dialog).getByText('You are monitoring this conversation as a teacher')).toBeInTheDocument();
    expect(within(dialog).getByText('Teacher Joined')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message as teacher' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(row(/Dina Levi/)).toHaveTextContent('Teacher Joined'));
  });

  it('View Chat only opens the chat', async () => {
    const user = userEvent.setup();
    const { fetchMock, listed } = renderTeacherDashboard([buildThread({ id: 2, studentName: 'Avi Cohen', title: 'Chanukah', teacherJoined: true })]);
    await listed('Avi Cohen');
    await user.click(within(conversations()).getByRole('button', { name: 'View Chat with Avi Cohen' }));
    expect(await screen.findByRole('dialog', { name: 'Chanukah' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/join'))).toBe(false);
  });

  it('keeps the quick actions honest', async () => {
    renderTeacherDashboard([buildThread({ id: 1 })]);
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    for (const name of ['Start Group Discussion', 'Assign Reading', 'Award Badges']) {
      expect(within(actions).getByRole('button', { name })).toBeDisabled();
    }
    expect(actions).toHaveTextContent('not part of Morah yet');
  });

  it('polls the thread list every 5 seconds only while the socket is down', async () => {
    // The polling clock is the test's: "every 5 seconds" is a moment the test moves to, never a wait.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { chat, fetchMock, listed } = renderTeacherDashboard([buildThread({ id: 1, studentName: 'Dina Levi' })], { connected: false });
    const reads = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/chat/threads').length;
    await listed('Dina Levi');
    expect(reads()).toBe(1);
    chat.state.threads.push(buildThread({ id: 5, studentId: 13, studentName: 'Tali Gold', title: 'Shavuot', updatedAt: new Date(Date.now() + 1000).toISOString() }));
    await act(() => vi.advanceTimersByTimeAsync(THREAD_POLL_MS - 1));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(await within(conversations()).findByText('Tali Gold')).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('does not poll the thread list while the socket is up', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { fetchMock, listed } = renderTeacherDashboard([buildThread({ id: 1, studentName: 'Dina Levi' })]);
    await listed('Dina Levi');
    const reads = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/chat/threads').length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(THREAD_POLL_MS * 4));
    expect(reads()).toBe(before);
  });
});
